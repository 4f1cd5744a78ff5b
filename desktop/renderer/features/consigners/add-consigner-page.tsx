import { Button, Card, Form, Input, Select } from 'antd';
import { useNavigate } from 'react-router';
import { createConsignerFromAdminRequest } from '@shared/contracts/consigners';
import { notices } from '@shared/messages';
import { isApiError } from '../../api/api-error';
import { EMAIL_INPUT_PROPS } from '../../ui/input-props';
import { notify } from '../../ui/notify';
import { PageHeader } from '../../ui/page-header';
import { useConsignerTypesQuery } from '../consigner-types/queries';
import { useMeQuery } from '../session/queries';
import { useStoreWording } from '../session/use-store-wording';
import { useCreateConsignerMutation } from './mutations';
import {
  checkWithSchema,
  PayoutFields,
  payoutRequest,
  showNestedServerErrors,
  type PayoutValues,
} from './payout-fields';

interface AddConsignerValues extends PayoutValues {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  address?: string;
  zipCode?: string;
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
      firstName: values.firstName ?? '',
      lastName: values.lastName ?? '',
      email: values.email ?? '',
      phone: values.phone ?? '',
      address: values.address ?? '',
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
          <div className="form-card__row">
            <Form.Item label="First Name" name="firstName" required>
              <Input size="large" autoComplete="off" autoFocus />
            </Form.Item>
            <Form.Item label="Last Name" name="lastName" required>
              <Input size="large" autoComplete="off" />
            </Form.Item>
          </div>
          <div className="form-card__row">
            <Form.Item label="Email" name="email" required>
              <Input {...EMAIL_INPUT_PROPS} size="large" autoComplete="off" />
            </Form.Item>
            <Form.Item label="Phone" name="phone" required extra="Include the area code.">
              <Input size="large" type="tel" autoComplete="off" />
            </Form.Item>
          </div>
          <div className="form-card__row">
            <Form.Item label="Address" name="address" required>
              <Input size="large" autoComplete="off" />
            </Form.Item>
            <Form.Item label="Zip Code" name="zipCode">
              <Input size="large" autoComplete="off" />
            </Form.Item>
          </div>
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
