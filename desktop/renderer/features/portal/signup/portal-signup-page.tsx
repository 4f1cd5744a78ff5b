import { Alert, Button, Checkbox, Form, Input, Space, Steps } from 'antd';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { registerRequest } from '@shared/contracts/auth';
import { createConsignerRequest } from '@shared/contracts/consigner-accounts';
import { type PortalStore } from '@shared/contracts/consigner-portal';
import { type Consigner } from '@shared/contracts/consigners';
import { notices, portalMessages } from '@shared/messages';
import { LOGIN_PATH, PORTAL_PATH, type SignInRedirectState } from '@renderer/app/gating';
import { useSignOut } from '@renderer/app/use-sign-out';
import { FullPageSpinner } from '@renderer/ui/full-page-spinner';
import { EMAIL_INPUT_PROPS } from '@renderer/ui/input-props';
import { LoadFailedPage } from '@renderer/ui/load-failed-page';
import { notify } from '@renderer/ui/notify';
import { PublicPage } from '@renderer/ui/public-page';
import { zodRule } from '@renderer/ui/zod-rule';
import { useRegisterMutation, useResendVerificationMutation } from '../../auth/mutations';
import { NewPasswordFormItems } from '../new-password-form-items';
import { type NewPasswordValues } from '../../auth/new-password-form';
import {
  ConsignerProfileFields,
  type ConsignerProfileValues,
  profileRequest,
} from '../../consigners/consigner-profile-fields';
import { checkWithSchema, PayoutFields, type PayoutValues } from '../../consigners/payout-fields';
import { useCurrentStoreQuery } from '../../current-store/queries';
import { useAccountState, useMeQuery } from '../../session/queries';
import { payoutDetailsRequest, showSaveFailure } from '../consigner-form';
import { useCreateConsignerProfileMutation, useUpdateMyConsignerMutation } from '../mutations';
import { usePortalSettingsQuery, usePortalStoreQuery } from '../queries';
import { rememberSignupEmail, signupEmail } from './signup-email';
import { SIGNUP_STEP_TITLES, signupStage, signupStepIndex } from './signup-stage';
import '@renderer/ui/screens.css';
import '../portal.css';

const m = portalMessages.signup;

/**
 * Issue 18: the consigner's sign-up, where the catalogue's Sign up link leads (/portal/signup):
 * an account (email and password), email verification first (spec 001 §5), the consigner's details,
 * the payout details (PayPal, Zelle or Bank with the bank rules; bank details are final), then the
 * store's terms of service (acceptedTOS). Each step is read from the account's state, so a consigner
 * who stops half-way picks up where they left off, on any device.
 */
export function PortalSignupPage() {
  const pageStore = useCurrentStoreQuery().data?.store ?? null;
  const account = useAccountState();
  const me = useMeQuery();
  const signOut = useSignOut();
  const profile = account.status === 'ready' ? account.profile : null;
  const isConsigner = profile?.kind === 'consigner';
  const isVerifiedConsigner = isConsigner && profile.emailVerified;
  // The store's sign-up facts; for an account with no profile yet it also tells whether it is verified.
  const portalStore = usePortalStoreQuery({
    isEnabled: account.status === 'noProfile' || isVerifiedConsigner,
  });
  const settings = usePortalSettingsQuery({ isEnabled: isVerifiedConsigner });
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(signupEmail);

  const isEmailUnverified = account.status === 'noProfile' ? portalStore.data?.isEmailUnverified : undefined;
  const stage = signupStage({ account, isEmailUnverified, signupStep: settings.data?.signupStep });

  if (stage === 'done') return <Navigate to={PORTAL_PATH} replace />;
  if (stage === 'wait') return <FullPageSpinner />;
  const loadError = stage === 'failed' ? me.error : (portalStore.error ?? settings.error);
  if (loadError) {
    return (
      <LoadFailedPage
        message={loadError.message}
        onRetry={() => void Promise.all([me.refetch(), portalStore.refetch(), settings.refetch()])}
        onSignOut={signOut}
      />
    );
  }
  const store = portalStore.data?.store ?? null;
  const storeName = store?.name ?? pageStore?.name ?? '';

  return (
    <PublicPage
      title={m.title}
      store={pageStore}
      subtitle={stage === 'account' ? m.intro(storeName) : undefined}
      isWide
      footer={
        stage === 'account' ? (
          <>
            {m.haveAccount}{' '}
            <Link to={LOGIN_PATH} state={{ from: PORTAL_PATH } satisfies SignInRedirectState}>
              Log in
            </Link>
          </>
        ) : (
          <Button type="link" onClick={signOut}>
            Logout
          </Button>
        )
      }
    >
      {stage !== 'staff' && (
        <Steps
          size="small"
          current={signupStepIndex(stage)}
          className="portal-signup__steps"
          items={SIGNUP_STEP_TITLES.map((title) => ({ title }))}
          responsive={false}
          labelPlacement="vertical"
        />
      )}
      {stage === 'staff' && <Alert type="info" showIcon title={m.staffAccount} />}
      {stage === 'account' && <AccountStep handle={pageStore?.handle} onRegistering={setRegisteredEmail} />}
      {stage === 'verify' && (
        <VerifyStep
          email={profile?.email ?? registeredEmail}
          onContinue={async () => {
            // A consigner's profile says whether they are verified; an account with none yet, the store call.
            const isStillUnverified = profile
              ? !((await me.refetch()).data?.emailVerified ?? false)
              : ((await portalStore.refetch()).data?.isEmailUnverified ?? true);
            if (isStillUnverified) notify.info(m.notVerifiedYet);
          }}
        />
      )}
      {stage === 'details' && store && <DetailsStep store={store} email={registeredEmail} />}
      {stage === 'payout' && store && settings.data && (
        <PayoutStep store={store} consigner={settings.data.consigner} />
      )}
      {stage === 'terms' && store && settings.data && (
        <TermsStep store={store} consigner={settings.data.consigner} />
      )}
    </PublicPage>
  );
}

interface AccountValues extends NewPasswordValues {
  email: string;
}

function AccountStep({ handle, onRegistering }: { handle?: string; onRegistering: (email: string) => void }) {
  const [form] = Form.useForm<AccountValues>();
  const register = useRegisterMutation();
  const onFinish = (values: AccountValues) => {
    const request = registerRequest.parse({ email: values.email, password: values.password, handle });
    // Kept before the call: once the session starts the page moves on to verification, which names it.
    rememberSignupEmail(request.email);
    onRegistering(request.email);
    register.mutate(request);
  };
  return (
    <Form
      form={form}
      name="portal-account"
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      disabled={register.isPending}
    >
      <Form.Item label="Email" name="email" rules={[zodRule(registerRequest.shape.email)]}>
        <Input {...EMAIL_INPUT_PROPS} autoComplete="email" size="large" autoFocus />
      </Form.Item>
      <NewPasswordFormItems />
      <Button type="primary" htmlType="submit" size="large" block loading={register.isPending}>
        Create Account
      </Button>
    </Form>
  );
}

function VerifyStep({ email, onContinue }: { email: string | null; onContinue: () => Promise<void> }) {
  const resend = useResendVerificationMutation();
  const [isChecking, setIsChecking] = useState(false);
  const [isResent, setIsResent] = useState(false);
  const check = async () => {
    setIsChecking(true);
    try {
      await onContinue();
    } finally {
      setIsChecking(false);
    }
  };
  return (
    <div className="public-page__done">
      <Alert
        type="info"
        showIcon
        title={m.checkEmail(email ?? 'your email address')}
        description={isResent && email ? notices.emailInstructionsSent(email) : undefined}
      />
      <Button type="primary" size="large" block loading={isChecking} onClick={() => void check()}>
        Continue
      </Button>
      <Space className="public-page__secondary-actions" wrap>
        <Button
          loading={resend.isPending}
          onClick={() => resend.mutate(undefined, { onSuccess: () => setIsResent(true) })}
        >
          Send the email again
        </Button>
      </Space>
    </div>
  );
}

function DetailsStep({ store, email }: { store: PortalStore; email: string | null }) {
  const [form] = Form.useForm<ConsignerProfileValues>();
  const create = useCreateConsignerProfileMutation();
  const onFinish = (values: ConsignerProfileValues) => {
    const request = { ...profileRequest(values), zipCode: values.zipCode || undefined, storeId: store.id };
    if (!checkWithSchema(form, createConsignerRequest, request)) return;
    create.mutate(createConsignerRequest.parse(request), {
      onError: (error) => showSaveFailure(form, error),
    });
  };
  return (
    <>
      <p className="muted">{m.detailsIntro}</p>
      <Form
        form={form}
        name="portal-details"
        layout="vertical"
        requiredMark
        initialValues={{ email: email ?? '' }}
        onFinish={onFinish}
        disabled={create.isPending}
      >
        <ConsignerProfileFields shouldAutoFocus />
        <Button type="primary" htmlType="submit" size="large" block loading={create.isPending}>
          Next
        </Button>
      </Form>
    </>
  );
}

function PayoutStep({ store, consigner }: { store: PortalStore; consigner: Consigner }) {
  const [form] = Form.useForm<PayoutValues>();
  const update = useUpdateMyConsignerMutation(consigner.id);
  const payoutType = Form.useWatch('payoutType', form);
  const options = store.payoutOptions.length > 0 ? store.payoutOptions : undefined;
  const onFinish = (values: PayoutValues) => {
    const request = payoutDetailsRequest(form, values);
    if (!request) return;
    update.mutate(request, {
      onError: (error) => showSaveFailure(form, error),
    });
  };
  return (
    <>
      <p className="muted">{m.payoutIntro}</p>
      <Form
        form={form}
        name="portal-payout"
        layout="vertical"
        requiredMark
        initialValues={{
          payoutType: consigner.payoutType ?? undefined,
          payoutData: consigner.payoutData ?? '',
        }}
        onFinish={onFinish}
        disabled={update.isPending}
      >
        <PayoutFields hideBankRouting={store.hideBankRouting} options={options} />
        {payoutType === 'Bank' && (
          <Alert type="warning" showIcon title={m.bankFinal} className="portal-signup__note" />
        )}
        <Button type="primary" htmlType="submit" size="large" block loading={update.isPending}>
          Next
        </Button>
      </Form>
    </>
  );
}

function TermsStep({ store, consigner }: { store: PortalStore; consigner: Consigner }) {
  const [isAccepted, setIsAccepted] = useState(false);
  const [showError, setShowError] = useState(false);
  const update = useUpdateMyConsignerMutation(consigner.id);
  const accept = () => {
    if (!isAccepted) {
      setShowError(true);
      return;
    }
    update.mutate({ acceptedTOS: true }, { onSuccess: () => notify.success(m.welcome) });
  };
  return (
    <>
      <p className="muted">{m.termsIntro(store.name)}</p>
      <div className="portal-terms" tabIndex={0} role="document" aria-label="Terms of service">
        {store.termsOfService}
      </div>
      <Checkbox
        checked={isAccepted}
        onChange={(event) => {
          setIsAccepted(event.target.checked);
          setShowError(false);
        }}
      >
        {m.acceptTerms}
      </Checkbox>
      {showError && <Alert type="error" showIcon title={m.mustAcceptTerms} className="portal-signup__note" />}
      <Button
        type="primary"
        size="large"
        block
        loading={update.isPending}
        onClick={accept}
        className="portal-signup__submit"
      >
        Accept and finish
      </Button>
    </>
  );
}
