import { Link, useLocation } from 'react-router';
import { loginRequest } from '@shared/contracts/auth';
import { type SignInRedirectState } from '../../app/gating';
import { EMAIL_INPUT_PROPS } from '../../ui/input-props';
import { Field, Form, PasswordInput, TextInput, useForm } from '../../ui/light';
import { PublicPage } from '../../ui/public-page';
import { useCurrentStoreQuery } from '../current-store/queries';
import { useLoginMutation } from './mutations';

const loginForm = loginRequest.pick({ email: true, password: true });

function prefilledEmail(state: unknown): string {
  return typeof state === 'object' && state !== null ? ((state as SignInRedirectState).email ?? '') : '';
}

/** spec 000 §2.1 /login. Where a signed-in user goes next is gating's call (app/gating.ts isGuestOnly). */
export function LoginPage() {
  const store = useCurrentStoreQuery().data?.store ?? null;
  const location = useLocation();
  const email = prefilledEmail(location.state);
  const form = useForm({ schema: loginForm, initialValues: { email, password: '' } });
  const login = useLoginMutation();

  const onValid = (values: { email: string; password: string }) => {
    const request = loginRequest.parse({ ...values, handle: store?.handle });
    login.mutate(request, {
      // Keep the email, clear the password: the usual mistake is the password, and it is typed blind.
      onError: () => {
        form.setValue('password', '');
        form.focus('password');
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
      <Form onSubmit={form.handleSubmit(onValid)} pending={login.isPending} submitLabel="Log in">
        <Field label="Email" htmlFor={form.idOf('email')} error={form.error('email')}>
          <TextInput
            {...form.field('email')}
            {...EMAIL_INPUT_PROPS}
            autoComplete="username"
            size="large"
            autoFocus={email === ''}
          />
        </Field>
        <Field
          label="Password"
          htmlFor={form.idOf('password')}
          error={form.error('password')}
          extra={
            // Carried to /forgot so the clerk does not type it twice.
            <Link to="/forgot" state={{ email: form.values.email }} className="public-page__inline-link">
              Forgot password?
            </Link>
          }
        >
          <PasswordInput
            {...form.field('password')}
            autoComplete="current-password"
            size="large"
            autoFocus={email !== ''}
          />
        </Field>
      </Form>
    </PublicPage>
  );
}
