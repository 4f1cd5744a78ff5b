import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { authMessages, notices } from '@shared/messages';
import { isApiError } from '../../api/api-error';
import { LOGIN_PATH, type SignInRedirectState } from '../../app/gating';
import { FullPageSpinner } from '../../ui/full-page-spinner';
import { Alert, Button, Field, Form, TextInput, useForm } from '../../ui/light';
import { notify } from '../../ui/notify';
import { PublicPage } from '../../ui/public-page';
import { accountCopy } from '../auth/copy';
import { NewPasswordFields } from '../auth/new-password-fields';
import { NEW_PASSWORD_INITIAL, newPasswordForm } from '../auth/new-password-form';
import { useCurrentStoreQuery } from '../current-store/queries';
import { useAcceptInviteMutation } from './mutations';
import { useEmployeeInviteQuery } from './queries';

const TITLE = 'Employee Signup';

/**
 * spec 000 §2.1 /signup/{id}: an invited employee chooses a password. Signed-in visitors never get here
 * (gating: isGuestOnly); an invite already used sends the visitor to /login.
 */
export function EmployeeSignupPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token');
  const pageStore = useCurrentStoreQuery().data?.store ?? null;
  const invite = useEmployeeInviteQuery(id, token);
  const accept = useAcceptInviteMutation(id);
  const navigate = useNavigate();
  const form = useForm({ schema: newPasswordForm, initialValues: NEW_PASSWORD_INITIAL });

  const toLogin = (email: string) => {
    const state: SignInRedirectState = { email };
    void navigate(LOGIN_PATH, { replace: true, state });
  };

  if (token === null || invite.isError) {
    return (
      <PublicPage title={TITLE} store={pageStore}>
        <div className="public-page__done">
          <Alert type="error" showIcon message={invite.error?.message ?? authMessages.linkInvalid} />
          <Button size="large" block onClick={() => void navigate(LOGIN_PATH)}>
            {notices.backToLogin}
          </Button>
        </div>
      </PublicPage>
    );
  }
  if (!invite.data) return <FullPageSpinner />;

  const employee = invite.data;
  if (employee.isLinked) {
    const state: SignInRedirectState = { email: employee.email };
    return <Navigate to={LOGIN_PATH} replace state={state} />;
  }

  const onValid = ({ password }: { password: string }) => {
    accept.mutate(
      { token, password },
      {
        onSuccess: () => {
          notify.success(accountCopy.accountCreated);
          toLogin(employee.email);
        },
        onError: (error) => {
          // Accepted meanwhile (another tab, a double click): the login exists, so go and use it.
          if (isApiError(error) && error.status === 409) toLogin(employee.email);
        },
      },
    );
  };

  return (
    <PublicPage
      title={TITLE}
      store={employee.store}
      subtitle={`Welcome, ${employee.firstName}. Choose a password to finish setting up your account at ${employee.store.name}.`}
    >
      <Form onSubmit={form.handleSubmit(onValid)} pending={accept.isPending} submitLabel="Create Account">
        <Field label="Email" htmlFor="employee-signup-email">
          <TextInput id="employee-signup-email" value={employee.email} size="large" disabled readOnly />
        </Field>
        <NewPasswordFields form={form} />
      </Form>
    </PublicPage>
  );
}
