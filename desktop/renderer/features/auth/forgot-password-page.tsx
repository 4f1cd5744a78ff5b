import { CheckCircleOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { forgotPasswordRequest, resetPasswordRequest } from '@shared/contracts/auth';
import { notices } from '@shared/messages';
import { HOME_PATH, LOGIN_PATH, type SignInRedirectState } from '../../app/gating';
import { notify } from '../../ui/notify';
import { PublicPage } from '../../ui/public-page';
import { zodRule } from '../../ui/zod-rule';
import { useCurrentStoreQuery } from '../current-store/queries';
import { useSessionStore } from '../session/session.store';
import { useForgotPasswordMutation, useResetPasswordMutation } from './mutations';
import { NewPasswordFields, type NewPasswordValues } from './new-password-fields';
import { EMAIL_INPUT_PROPS } from '../../ui/input-props';

const TITLE = 'Reset Password';

/**
 * spec 000 §2.1 /forgot. The reset mail links back here with ?token=, which turns the page into the
 * "choose a new password" form; without a token it asks for the email to send that mail to.
 */
export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <ResetPasswordForm token={token} /> : <ForgotPasswordForm />;
}

function ForgotPasswordForm() {
  const isSignedIn = useSessionStore((state) => state.accessToken !== null);
  const store = useCurrentStoreQuery().data?.store ?? null;
  const location = useLocation();
  const forgot = useForgotPasswordMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const initialEmail = (location.state as SignInRedirectState | null)?.email ?? '';

  if (isSignedIn) return <Navigate to={HOME_PATH} replace />;

  const onFinish = ({ email }: { email: string }) => {
    const request = forgotPasswordRequest.parse({ email, handle: store?.handle });
    forgot.mutate(request, { onSuccess: () => setSentTo(request.email) });
  };

  return (
    <PublicPage title={TITLE} store={store} footer={<Link to={LOGIN_PATH}>Back to Login</Link>}>
      {sentTo ? (
        <div className="public-page__done">
          <Alert
            type="success"
            showIcon
            icon={<CheckCircleOutlined />}
            title={notices.emailInstructionsSent(sentTo)}
          />
          <Button size="large" block onClick={() => setSentTo(null)}>
            Use another email
          </Button>
        </div>
      ) : (
        <Form
          layout="vertical"
          requiredMark={false}
          initialValues={{ email: initialEmail }}
          onFinish={onFinish}
          disabled={forgot.isPending}
        >
          <Form.Item
            label="Email"
            name="email"
            rules={[zodRule(forgotPasswordRequest.shape.email)]}
            extra="We will email you a link to choose a new password."
          >
            <Input {...EMAIL_INPUT_PROPS} autoComplete="username" size="large" autoFocus />
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" block loading={forgot.isPending}>
            Send Instructions
          </Button>
        </Form>
      )}
    </PublicPage>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const store = useCurrentStoreQuery().data?.store ?? null;
  const navigate = useNavigate();
  const reset = useResetPasswordMutation();

  const onFinish = ({ password }: NewPasswordValues) => {
    reset.mutate(resetPasswordRequest.parse({ token, password }), {
      onSuccess: () => {
        notify.success(notices.passwordUpdated);
        void navigate(LOGIN_PATH, { replace: true });
      },
    });
  };

  return (
    <PublicPage
      title={TITLE}
      subtitle="Choose a new password for your account."
      store={store}
      footer={<Link to={LOGIN_PATH}>Back to Login</Link>}
    >
      <Form layout="vertical" requiredMark={false} onFinish={onFinish} disabled={reset.isPending}>
        <NewPasswordFields passwordLabel="New Password" />
        <Button type="primary" htmlType="submit" size="large" block loading={reset.isPending}>
          Update Password
        </Button>
      </Form>
    </PublicPage>
  );
}
