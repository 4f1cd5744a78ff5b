import { useState, type FormEvent } from 'react';
import { storeSignupRequest } from '@shared/contracts/stores';
import { notices, validation } from '@shared/messages';
import { EMAIL_INPUT_PROPS } from '../../ui/input-props';
import { Alert, Field, Form, TextInput } from '../../ui/light';
import { notify } from '../../ui/notify';
import { zodFieldErrors } from '../../ui/zod-message';
import { useProductDomain } from '../current-store/queries';
import { useStoreSignupMutation } from './mutations';
import { StoreHandleInput } from './store-handle-input';
import { suggestHandle } from './store-login';
import './store-signup.css';

const FIELD_ID = { name: 'store-signup-name', email: 'store-signup-email', handle: 'store-signup-handle' };

interface SignupValues {
  name: string;
  email: string;
  handle: string;
}

interface StoreSignupTabProps {
  /** From a commerce platform's install link (spec 000 §2.1), sent with the signup. */
  extras: { shop?: string; accessToken?: string; platform?: string };
}

/** spec 000 §2.1 /storeSignup Signup tab: company name, email and handle open a new store. */
export function StoreSignupTab({ extras }: StoreSignupTabProps) {
  const productDomain = useProductDomain();
  const signup = useStoreSignupMutation();
  const [values, setValues] = useState<SignupValues>({ name: '', email: '', handle: '' });
  const [invalidFields, setInvalidFields] = useState<ReadonlySet<string>>(new Set());
  const [isHandleEdited, setIsHandleEdited] = useState(false);
  const [signedUpEmail, setSignedUpEmail] = useState<string | null>(null);

  const change = (field: keyof SignupValues, value: string) => {
    const next = { ...values, [field]: field === 'handle' ? value.toLowerCase() : value };
    if (field === 'handle') setIsHandleEdited(value !== '');
    // Propose a handle from the name until the clerk types one of their own.
    if (field === 'name' && !isHandleEdited) next.handle = suggestHandle(value);
    setValues(next);
    if (invalidFields.size > 0) setInvalidFields(new Set());
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
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
          message={notices.storeSignup.success}
          description={`We sent a link to ${signedUpEmail} to choose your password.`}
        />
      </div>
    );
  }

  const statusOf = (field: keyof SignupValues) => (invalidFields.has(field) ? 'error' : undefined);

  return (
    <Form onSubmit={onSubmit} pending={signup.isPending} submitLabel="Sign Up">
      {extras.shop && (
        <Alert
          className="store-signup__platform"
          type="info"
          showIcon
          message={`Connecting ${extras.shop}${extras.platform ? ` (${extras.platform})` : ''}`}
        />
      )}
      <Field label="Company Name" htmlFor={FIELD_ID.name}>
        <TextInput
          id={FIELD_ID.name}
          value={values.name}
          onChange={(event) => change('name', event.target.value)}
          size="large"
          autoComplete="organization"
          status={statusOf('name')}
          aria-invalid={statusOf('name') !== undefined}
        />
      </Field>
      <Field label="Email" htmlFor={FIELD_ID.email}>
        <TextInput
          id={FIELD_ID.email}
          value={values.email}
          onChange={(event) => change('email', event.target.value)}
          {...EMAIL_INPUT_PROPS}
          size="large"
          autoComplete="email"
          status={statusOf('email')}
          aria-invalid={statusOf('email') !== undefined}
        />
      </Field>
      <Field
        label="Handle"
        htmlFor={FIELD_ID.handle}
        status={statusOf('handle')}
        help="Lower-case letters, digits and dashes. It becomes your store's address."
      >
        <StoreHandleInput
          id={FIELD_ID.handle}
          productDomain={productDomain}
          value={values.handle}
          onChange={(event) => change('handle', event.target.value)}
          status={statusOf('handle')}
        />
      </Field>
      {invalidFields.size > 0 && (
        <Alert
          className="store-signup__error"
          type="error"
          showIcon
          message={validation.storeSignup.invalidSignup}
        />
      )}
    </Form>
  );
}
