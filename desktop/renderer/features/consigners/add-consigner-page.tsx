import { Button, Card, Form, Select } from 'antd';
import { useNavigate } from 'react-router';
import { createConsignerFromAdminRequest } from '@shared/contracts/consigners';
import { notices } from '@shared/messages';
import { isApiError } from '../../api/api-error';
import { notify } from '../../ui/notify';
import { PageHeader } from '../../ui/page-header';
import { useConsignerTypesQuery } from '../consigner-types/queries';
import { useMeQuery } from '../session/queries';
import { useStoreWording } from '../session/use-store-wording';
import {
  ConsignerProfileFields,
  type ConsignerProfileValues,
  profileRequest,
} from './consigner-profile-fields';
import { useCreateConsignerMutation } from './mutations';
import {
  checkWithSchema,
  PayoutFields,
  payoutRequest,
  showNestedServerErrors,
  type PayoutValues,
} from './payout-fields';

interface AddConsignerValues extends ConsignerProfileValues, PayoutValues {
  consignerTypeId?: number;
}

/** spec 000 §2.3 Add consigner (needs Consigners); the payout rules are the shared contract's. */
export function AddConsignerPage() {
  const [form] = Form.useForm<AddConsignerValues>();
  const create = useCreateConsignerMutation();
  const navigate = useNavigate();
  const wording = useStoreWording();
  const me = useMeQuery().data;
  const types = useConsignerTypesQuery().data ?? [];
  const hideBankRouting = me?.store.features.hideBankRouting ?? false;

  const onFinish = (values: AddConsignerValues) => {
    const request = {
      ...profileRequest(values),
      zipCode: values.zipCode || undefined,
      consignerTypeId: values.consignerTypeId,
      ...payoutRequest(values),
    };
    if (!checkWithSchema(form, createConsignerFromAdminRequest, request)) return;
    create.mutate(createConsignerFromAdminRequest.parse(request), {
      onSuccess: ({ consigner }) => {
        notify.success(wording(notices.consigners.added));
        void navigate(`/consigners/${consigner.id}`, { replace: true });
      },
      onError: (error) => {
        if (isApiError(error)) showNestedServerErrors(form, error.fields);
      },
    });
  };

  return (
    <>
      <PageHeader
        title={wording('Add Consigner')}
        back={{ to: '/consigners', label: wording('Consigners') }}
      />
      <Card className="form-card">
        <Form
          form={form}
          name="add-consigner"
          layout="vertical"
          requiredMark
          onFinish={onFinish}
          disabled={create.isPending}
        >
          <ConsignerProfileFields shouldAutoFocus />
          <Form.Item
            label={wording('Consigner Type')}
            name="consignerTypeId"
            extra="The store's default when empty."
          >
            <Select
              size="large"
              allowClear
              options={types.map((type) => ({ value: type.id, label: type.accountType }))}
            />
          </Form.Item>
          <PayoutFields hideBankRouting={hideBankRouting} />
          <Button type="primary" htmlType="submit" size="large" loading={create.isPending}>
            {wording('Add Consigner')}
          </Button>
        </Form>
      </Card>
    </>
  );
}
