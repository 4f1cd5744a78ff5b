import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { storeSignupRequest } from '@shared/contracts/stores';
import { notices, validation } from '@shared/messages';
import { EMAIL_INPUT_PROPS } from '../../ui/input-props';
import { notify } from '../../ui/notify';
import { zodFieldErrors } from '../../ui/zod-message';
import { useProductDomain } from '../current-store/queries';
import { useStoreSignupMutation } from './mutations';
import { StoreHandleInput } from './store-handle-input';
import { suggestHandle } from './store-login';
import './store-signup.css';

const HANDLE_INPUT_ID = 'store-signup-handle';

interface SignupValues {
  name?: string;
  email?: string;
  handle?: string;
}

interface StoreSignupTabProps {
  /** From a commerce platform's install link (spec 000 §2.1), sent with the signup. */
  extras: { shop?: string; accessToken?: string; platform?: string };
}

/** spec 000 §2.1 /storeSignup Signup tab: company name, email and handle open a new store. */
export function StoreSignupTab({ extras }: StoreSignupTabProps) {
  const [form] = Form.useForm<SignupValues>();
  const productDomain = useProductDomain();
  const signup = useStoreSignupMutation();
  const [invalidFields, setInvalidFields] = useState<ReadonlySet<string>>(new Set());
  const [isHandleEdited, setIsHandleEdited] = useState(false);
  const [signedUpEmail, setSignedUpEmail] = useState<string | null>(null);

  const onValuesChange = (changed: SignupValues) => {
    if (changed.handle !== undefined) setIsHandleEdited(changed.handle !== '');
    // Propose a handle from the name until the clerk types one of their own.
    if (changed.name !== undefined && !isHandleEdited)
      form.setFieldValue('handle', suggestHandle(changed.name));
    if (invalidFields.size > 0) setInvalidFields(new Set());
  };

  const onFinish = (values: SignupValues) => {
    const candidate = { ...values, ...extras };
    // spec 001 §5: one message for whichever field is wrong; the fields themselves turn red.
    const errors = zodFieldErrors(storeSignupRequest, candidate);
    setInvalidFields(new Set(Object.keys(errors)));
    if (Object.keys(errors).length > 0) return;
    const request = storeSignupRequest.parse(candidate);
    signup.mutate(request, {
      onSuccess: () => {
        notify.success(notices.storeSignup.checkEmail);
        setSignedUpEmail(request.email);
      },
    });
  };

  if (signedUpEmail) {
    return (
      <div className="public-page__done">
        <Alert
          type="success"
          showIcon
          title={notices.storeSignup.success}
          description={`We sent a link to ${signedUpEmail} to choose your password.`}
        />
      </div>
    );
  }

  const statusOf = (field: string) => (invalidFields.has(field) ? 'error' : undefined);

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      onValuesChange={onValuesChange}
      disabled={signup.isPending}
    >
      {extras.shop && (
        <Alert
          className="store-signup__platform"
          type="info"
          showIcon
          title={`Connecting ${extras.shop}${extras.platform ? ` (${extras.platform})` : ''}`}
        />
      )}
      <Form.Item label="Company Name" name="name" validateStatus={statusOf('name')}>
        <Input size="large" autoComplete="organization" />
      </Form.Item>
      <Form.Item label="Email" name="email" validateStatus={statusOf('email')}>
        <Input {...EMAIL_INPUT_PROPS} size="large" autoComplete="email" />
      </Form.Item>
      <Form.Item
        label="Handle"
        htmlFor={HANDLE_INPUT_ID}
        validateStatus={statusOf('handle')}
        help="Lower-case letters, digits and dashes. It becomes your store's address."
      >
        <Form.Item name="handle" noStyle normalize={(value: string) => value.toLowerCase()}>
          <StoreHandleInput id={HANDLE_INPUT_ID} productDomain={productDomain} status={statusOf('handle')} />
        </Form.Item>
      </Form.Item>
      {invalidFields.size > 0 && (
        <Alert
          className="store-signup__error"
          type="error"
          showIcon
          title={validation.storeSignup.invalidSignup}
        />
      )}
      <Button type="primary" htmlType="submit" size="large" block loading={signup.isPending}>
        Sign Up
      </Button>
    </Form>
  );
}
