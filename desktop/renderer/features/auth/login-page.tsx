import { Button, Form, Input } from 'antd';
import { Link, useLocation } from 'react-router';
import { loginRequest } from '@shared/contracts/auth';
import { type SignInRedirectState } from '../../app/gating';
import { PublicPage } from '../../ui/public-page';
import { zodRule } from '../../ui/zod-rule';
import { useCurrentStoreQuery } from '../current-store/queries';
import { useLoginMutation } from './mutations';
import { EMAIL_INPUT_PROPS } from '../../ui/input-props';

interface LoginValues {
  email: string;
  password: string;
}

function prefilledEmail(state: unknown): string {
  return typeof state === 'object' && state !== null ? ((state as SignInRedirectState).email ?? '') : '';
}

/** spec 000 §2.1 /login. Where a signed-in user goes next is gating's call (app/gating.ts isGuestOnly). */
export function LoginPage() {
  const store = useCurrentStoreQuery().data?.store ?? null;
  const location = useLocation();
  const [form] = Form.useForm<LoginValues>();
  const login = useLoginMutation();
  const email = prefilledEmail(location.state);
  // Carried to /forgot so the clerk does not type it twice.
  const typedEmail = Form.useWatch('email', form) ?? '';

  const onFinish = (values: LoginValues) => {
    const request = loginRequest.parse({ ...values, handle: store?.handle });
    login.mutate(request, {
      // Keep the email, clear the password: the usual mistake is the password, and it is typed blind.
      onError: () => {
        form.setFieldValue('password', '');
        form.focusField('password');
      },
    });
  };

  return (
    <PublicPage
      title="Login"
      store={store}
      footer={
        <>
          Not your store? <Link to="/storeSignup">Find your store</Link>
        </>
      }
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ email, password: '' }}
        onFinish={onFinish}
        disabled={login.isPending}
      >
        <Form.Item label="Email" name="email" rules={[zodRule(loginRequest.shape.email)]}>
          <Input {...EMAIL_INPUT_PROPS} autoComplete="username" size="large" autoFocus={email === ''} />
        </Form.Item>
        <Form.Item
          label="Password"
          name="password"
          rules={[zodRule(loginRequest.shape.password)]}
          extra={
            <Link to="/forgot" state={{ email: typedEmail }} className="public-page__inline-link">
              Forgot password?
            </Link>
          }
        >
          <Input.Password autoComplete="current-password" size="large" autoFocus={email !== ''} />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={login.isPending}>
          Log in
        </Button>
      </Form>
    </PublicPage>
  );
}
