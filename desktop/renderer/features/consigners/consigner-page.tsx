import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Form,
  Row,
  Select,
  Skeleton,
  Space,
  Statistic,
  Switch,
  Tag,
  Tooltip,
} from 'antd';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { consignerMessages, type Consigner, updateConsignerRequest } from '@shared/contracts/consigners';
import { formatMoney } from '@shared/domain/money-format';
import { notices } from '@shared/messages';
import { isApiError } from '../../api/api-error';
import { notify } from '../../ui/notify';
import { PageHeader } from '../../ui/page-header';
import { useConsignerTypesQuery } from '../consigner-types/queries';
import { useMeQuery } from '../session/queries';
import { useStoreWording } from '../session/use-store-wording';
import { ConsignerInventory } from './consigner-inventory';
import {
  ConsignerProfileFields,
  type ConsignerProfileValues,
  profileRequest,
} from './consigner-profile-fields';
import { useSendConsignerResetMutation, useUpdateConsignerMutation } from './mutations';
import {
  checkWithSchema,
  PayoutFields,
  payoutRequest,
  showNestedServerErrors,
  type PayoutValues,
} from './payout-fields';
import { useConsignerQuery, useConsignerReportQuery } from './queries';
import './consigners.css';

type DetailsValues = ConsignerProfileValues & PayoutValues;

/** spec 000 §2.3: Total Sales before fees, Total Payout and Pending Payout after fees. */
const ANALYTICS = [
  { key: 'totalSold', title: 'Total Sales (before fees)' },
  { key: 'totalPaid', title: 'Total Payout' },
  { key: 'totalPending', title: 'Pending Payout (after fees)' },
] as const;

const toValues = (consigner: Consigner): DetailsValues => ({
  firstName: consigner.firstName,
  lastName: consigner.lastName,
  email: consigner.email,
  phone: consigner.phone,
  address: consigner.address,
  zipCode: consigner.zipCode ?? undefined,
  payoutType: consigner.payoutType ?? undefined,
  payoutData: consigner.payoutData ?? undefined,
  bankData: (consigner.bankData ?? undefined) as PayoutValues['bankData'],
});

/**
 * spec 000 §2.3 Consigner inventory page (/consigners/{id}): header, toggles, what the consigner owes in
 * withdrawal fees, analytics, the inventory list and Details.
 */
export function ConsignerPage() {
  const id = Number(useParams().id);
  const consigner = useConsignerQuery(id);
  const report = useConsignerReportQuery(id);
  const update = useUpdateConsignerMutation(id);
  const sendReset = useSendConsignerResetMutation();
  const types = useConsignerTypesQuery().data ?? [];
  const me = useMeQuery().data;
  const wording = useStoreWording();
  const { modal } = App.useApp();
  const [form] = Form.useForm<DetailsValues>();
  const data = consigner.data;

  useEffect(() => {
    if (data) form.setFieldsValue(toValues(data));
  }, [data, form]);

  if (consigner.isError)
    return <Alert type="error" showIcon title={consigner.error.message} className="list-error" />;
  if (!data) return <Skeleton active />;

  const save = (request: Parameters<typeof update.mutate>[0], message = notices.saved) =>
    update.mutate(request, { onSuccess: () => notify.success(message) });

  const changeType = (consignerTypeId: number) => {
    const type = types.find((candidate) => candidate.id === consignerTypeId);
    modal.confirm({
      title: wording(`Change the consigner type to ${type?.accountType ?? ''}?`),
      content: 'The fees of this account change for new items.',
      okText: 'Change',
      onOk: () => save({ consignerTypeId, isRecalculateInventoryPayout: true }),
    });
  };

  const onFinish = (values: DetailsValues) => {
    const request = {
      ...profileRequest(values),
      zipCode: values.zipCode || null,
      ...payoutRequest(values),
    };
    if (!checkWithSchema(form, updateConsignerRequest, request)) return;
    update.mutate(updateConsignerRequest.parse(request), {
      onSuccess: () => notify.success(notices.saved),
      onError: (error) => {
        if (isApiError(error)) showNestedServerErrors(form, error.fields);
      },
    });
  };

  const analytics = report.data ?? { totalSold: 0, totalPaid: 0, totalPending: 0 };
  const marketplace = me?.store.name ?? 'Marketplace';
  const currency = me?.store.currency ?? 'USD';

  return (
    <div className="consigner-page">
      <PageHeader
        title={`${data.firstName} ${data.lastName}`}
        back={{ to: '/consigners', label: wording('Consigners') }}
        tags={
          <>
            {data.accountType && <Tag color="blue">{data.accountType}</Tag>}
            {data.isStoreAccount && <Tag>Store account</Tag>}
          </>
        }
        actions={
          <Tooltip title={data.hasLogin ? undefined : consignerMessages.noLogin}>
            <Button
              size="large"
              disabled={!data.hasLogin}
              loading={sendReset.isPending}
              onClick={() =>
                sendReset.mutate(id, {
                  onSuccess: () => notify.success(notices.emailInstructionsSent(data.email)),
                })
              }
            >
              Reset Password
            </Button>
          </Tooltip>
        }
      />
      <Card className="form-card">
        <Space wrap size="large">
          <label>
            <Tooltip title={data.isStoreAccount ? consignerMessages.storeAccountNotDisabled : undefined}>
              <Switch
                aria-label="Disabled"
                checked={!data.isActive}
                disabled={data.isStoreAccount || update.isPending}
                onChange={(disabled) => save({ isActive: !disabled })}
              />
            </Tooltip>{' '}
            Disabled
          </label>
          <label>
            <Switch
              aria-label="Marketplace Access"
              checked={data.marketplaceLocation !== null}
              disabled={update.isPending}
              onChange={(on) => save({ marketplaceLocation: on ? marketplace : null })}
            />{' '}
            Marketplace Access
          </label>
          <label>
            <Switch
              aria-label="VAT"
              checked={data.chargeTax}
              disabled={update.isPending}
              onChange={(chargeTax) => save({ chargeTax })}
            />{' '}
            VAT
          </label>
          <label>
            {wording('Consigner Type')}{' '}
            <Select
              aria-label={wording('Consigner Type')}
              style={{ minWidth: 200 }}
              value={data.consignerTypeId ?? undefined}
              options={types.map((type) => ({ value: type.id, label: type.accountType }))}
              onChange={changeType}
              disabled={update.isPending}
            />
          </label>
        </Space>
      </Card>
      {data.negativeBalance !== 0 && (
        <Alert
          type="warning"
          showIcon
          className="form-card"
          title={`Outstanding withdrawal fees: ${formatMoney(data.negativeBalance, currency)}`}
          description="Charged for early withdrawals; taken from this account's next payout."
        />
      )}
      <Row gutter={[16, 16]} className="form-card">
        {ANALYTICS.map(({ key, title }) => (
          <Col key={key} xs={24} md={8}>
            <Card className="stat-card">
              <Statistic title={title} value={analytics[key]} precision={2} loading={report.isPending} />
            </Card>
          </Col>
        ))}
      </Row>
      <ConsignerInventory consignerId={id} isStoreAccount={data.isStoreAccount} currency={currency} />
      <Card className="form-card" title="Details">
        <Form
          form={form}
          name="consigner-details"
          layout="vertical"
          requiredMark
          onFinish={onFinish}
          disabled={update.isPending}
        >
          <ConsignerProfileFields />
          <PayoutFields hideBankRouting={me?.store.features.hideBankRouting ?? false} />
          <Button type="primary" htmlType="submit" size="large" loading={update.isPending}>
            Save
          </Button>
        </Form>
      </Card>
    </div>
  );
}
