import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { forgotPasswordRequest, resetPasswordRequest } from '@shared/contracts/auth';
import { notices } from '@shared/messages';
import { HOME_PATH, LOGIN_PATH, type SignInRedirectState } from '../../app/gating';
import { EMAIL_INPUT_PROPS } from '../../ui/input-props';
import { Alert, Button, CheckCircleIcon, Field, Form, TextInput, useForm } from '../../ui/light';
import { notify } from '../../ui/notify';
import { PublicPage } from '../../ui/public-page';
import { useCurrentStoreQuery } from '../current-store/queries';
import { useSessionStore } from '../session/session.store';
import { useForgotPasswordMutation, useResetPasswordMutation } from './mutations';
import { NewPasswordFields } from './new-password-fields';
import { NEW_PASSWORD_INITIAL, newPasswordForm } from './new-password-form';

const TITLE = 'Reset Password';

const emailForm = forgotPasswordRequest.pick({ email: true });

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
  const form = useForm({ schema: emailForm, initialValues: { email: initialEmail } });

  if (isSignedIn) return <Navigate to={HOME_PATH} replace />;

  const onValid = ({ email }: { email: string }) => {
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
            icon={<CheckCircleIcon />}
            message={notices.emailInstructionsSent(sentTo)}
          />
          <Button size="large" block onClick={() => setSentTo(null)}>
            Use another email
          </Button>
        </div>
      ) : (
        <Form
          onSubmit={form.handleSubmit(onValid)}
          pending={forgot.isPending}
          submitLabel="Send Instructions"
        >
          <Field
            label="Email"
            htmlFor={form.idOf('email')}
            error={form.error('email')}
            extra="We will email you a link to choose a new password."
          >
            <TextInput
              {...form.field('email')}
              {...EMAIL_INPUT_PROPS}
              autoComplete="username"
              size="large"
              autoFocus
            />
          </Field>
        </Form>
      )}
    </PublicPage>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const store = useCurrentStoreQuery().data?.store ?? null;
  const navigate = useNavigate();
  const reset = useResetPasswordMutation();
  const form = useForm({ schema: newPasswordForm, initialValues: NEW_PASSWORD_INITIAL });

  const onValid = ({ password }: { password: string }) => {
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
      <Form onSubmit={form.handleSubmit(onValid)} pending={reset.isPending} submitLabel="Update Password">
        <NewPasswordFields form={form} passwordLabel="New Password" />
      </Form>
    </PublicPage>
  );
}
