import { Alert, Button, Card, Descriptions, Form, Skeleton, Switch } from 'antd';
import { type Consigner, updateConsignerRequest } from '@shared/contracts/consigners';
import { updatePasswordRequest } from '@shared/contracts/consigner-accounts';
import { type PortalStore } from '@shared/contracts/consigner-portal';
import { notices, portalMessages } from '@shared/messages';
import { useSignOut } from '@renderer/app/use-sign-out';
import { QueriesError } from '@renderer/ui/list-error';
import { notify } from '@renderer/ui/notify';
import { PageHeader } from '@renderer/ui/page-header';
import { NewPasswordFormItems } from '../new-password-form-items';
import { type NewPasswordValues } from '../../auth/new-password-form';
import {
  ConsignerProfileFields,
  type ConsignerProfileValues,
  profileRequest,
} from '../../consigners/consigner-profile-fields';
import {
  checkWithSchema,
  PayoutFields,
  type PayoutValues,
  ROUTING_LABELS,
} from '../../consigners/payout-fields';
import { payoutDetailsRequest, showSaveFailure } from '../consigner-form';
import { useUpdateMyConsignerMutation, useUpdatePasswordMutation } from '../mutations';
import { usePortalSettingsQuery, usePortalStoreQuery } from '../queries';

const m = portalMessages.settings;

/**
 * Issue 18: the consigner's settings: profile, email notifications, payout details and password.
 * Bank details, once submitted, are shown but not editable (spec 001 §5): the screen says to
 * contact the store.
 */
export function PortalSettingsPage() {
  const settings = usePortalSettingsQuery();
  const storeQuery = usePortalStoreQuery();
  const store = storeQuery.data?.store;
  const consigner = settings.data?.consigner;
  return (
    <>
      <PageHeader title="Settings" />
      <QueriesError queries={[settings, storeQuery]} />
      {consigner && store && settings.data ? (
        <div className="portal-settings">
          <ProfileCard consigner={consigner} />
          <NotificationsCard consigner={consigner} />
          <PayoutCard consigner={consigner} store={store} isBankLocked={settings.data.bankDetailsLocked} />
          <PasswordCard email={consigner.email} />
        </div>
      ) : (
        !settings.isError && <Skeleton active />
      )}
    </>
  );
}

function ProfileCard({ consigner }: { consigner: Consigner }) {
  const [form] = Form.useForm<ConsignerProfileValues>();
  const update = useUpdateMyConsignerMutation(consigner.id);
  const onFinish = (values: ConsignerProfileValues) => {
    const request = { ...profileRequest(values), zipCode: values.zipCode || null };
    if (!checkWithSchema(form, updateConsignerRequest, request)) return;
    update.mutate(updateConsignerRequest.parse(request), {
      onSuccess: () => notify.success(notices.settingsSaved),
      onError: (error) => showSaveFailure(form, error),
    });
  };
  return (
    <Card title="Profile" className="form-card">
      <Form
        form={form}
        name="portal-profile"
        layout="vertical"
        requiredMark
        initialValues={{
          firstName: consigner.firstName,
          lastName: consigner.lastName,
          email: consigner.email,
          phone: consigner.phone,
          address: consigner.address,
          zipCode: consigner.zipCode ?? '',
        }}
        onFinish={onFinish}
        disabled={update.isPending}
      >
        <ConsignerProfileFields />
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          Save profile
        </Button>
      </Form>
    </Card>
  );
}

function NotificationsCard({ consigner }: { consigner: Consigner }) {
  const update = useUpdateMyConsignerMutation(consigner.id);
  return (
    <Card title="Email notifications" className="form-card">
      <label className="portal-switch">
        <Switch
          checked={consigner.emailNotifications}
          loading={update.isPending}
          aria-label="Email notifications"
          onChange={(checked) =>
            update.mutate(
              { emailNotifications: checked },
              {
                onSuccess: () => notify.success(notices.settingsSaved),
                onError: (error) => notify.error(error.message),
              },
            )
          }
        />
        <span>{m.notificationsHelp}</span>
      </label>
    </Card>
  );
}

function PayoutCard({
  consigner,
  store,
  isBankLocked,
}: {
  consigner: Consigner;
  store: PortalStore;
  isBankLocked: boolean;
}) {
  const [form] = Form.useForm<PayoutValues>();
  const update = useUpdateMyConsignerMutation(consigner.id);
  if (isBankLocked) {
    const bank = consigner.bankData ?? {};
    const routing = bank.routingType as keyof typeof ROUTING_LABELS | undefined;
    return (
      <Card title="Payout details" className="form-card">
        <Alert type="info" showIcon title={m.bankLocked} className="portal-signup__note" />
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'type', label: 'Payout Type', children: consigner.payoutType ?? 'Bank' },
            { key: 'bank', label: 'Bank', children: bank.bank || '—' },
            { key: 'name', label: 'Account Name', children: bank.accountName || '—' },
            { key: 'number', label: 'Account Number', children: bank.accountNumber || '—' },
            ...(routing
              ? [
                  {
                    key: 'routing',
                    label: ROUTING_LABELS[routing],
                    children: bank.routingNumber || bank.swiftCode || bank.ibanNumber || '—',
                  },
                ]
              : []),
          ]}
        />
      </Card>
    );
  }
  const onFinish = (values: PayoutValues) => {
    const request = payoutDetailsRequest(form, values);
    if (!request) return;
    update.mutate(request, {
      onSuccess: () => notify.success(notices.settingsSaved),
      onError: (error) => showSaveFailure(form, error),
    });
  };
  return (
    <Card title="Payout details" className="form-card">
      <Form
        form={form}
        name="portal-payout-settings"
        layout="vertical"
        requiredMark
        initialValues={{
          payoutType: consigner.payoutType ?? undefined,
          payoutData: consigner.payoutData ?? '',
        }}
        onFinish={onFinish}
        disabled={update.isPending}
      >
        <PayoutFields
          hideBankRouting={store.hideBankRouting}
          options={store.payoutOptions.length > 0 ? store.payoutOptions : undefined}
        />
        <Alert
          type="warning"
          showIcon
          title={portalMessages.signup.bankFinal}
          className="portal-signup__note"
        />
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          Save payout details
        </Button>
      </Form>
    </Card>
  );
}

function PasswordCard({ email }: { email: string }) {
  const [form] = Form.useForm<NewPasswordValues>();
  const update = useUpdatePasswordMutation();
  const signOut = useSignOut();
  const onFinish = (values: NewPasswordValues) => {
    const request = updatePasswordRequest.parse({ email, password: values.password });
    update.mutate(request, {
      onSuccess: () => {
        // Changing the password ends every session, this one too: sign in again with the new one.
        notify.success(m.passwordChanged);
        signOut();
      },
    });
  };
  return (
    <Card title="Password" className="form-card">
      <Form
        form={form}
        name="portal-password"
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        disabled={update.isPending}
      >
        <NewPasswordFormItems passwordLabel="New Password" />
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          Change password
        </Button>
      </Form>
    </Card>
  );
}
