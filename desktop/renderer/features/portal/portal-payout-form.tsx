import { Alert, Button, Form } from 'antd';
import { type PortalStore } from '@shared/contracts/consigner-portal';
import { type Consigner } from '@shared/contracts/consigners';
import { portalMessages } from '@shared/messages';
import { PayoutFields, type PayoutValues } from '../consigners/payout-fields';
import { payoutDetailsRequest, showSaveFailure } from './consigner-form';
import { useUpdateMyConsignerMutation } from './mutations';

interface PortalPayoutFormProps {
  consigner: Consigner;
  store: PortalStore;
  submitLabel: string;
  /** After the details are saved (the sign-up moves on by itself: its step is read from the account). */
  onSaved?: () => void;
  /** The sign-up's full-width large button; Settings' card has a plain one. */
  isWideSubmit?: boolean;
}

/**
 * Issue 18: the consigner's payout details (PayPal, Zelle or Bank with the bank rules of 001 §5),
 * on the sign-up's payout step and in Settings: the store's payout options, the warning that bank
 * details are final once submitted, and PUT /api/consigners/{id} with the refusals under their fields.
 */
export function PortalPayoutForm({
  consigner,
  store,
  submitLabel,
  onSaved,
  isWideSubmit = false,
}: PortalPayoutFormProps) {
  const [form] = Form.useForm<PayoutValues>();
  const update = useUpdateMyConsignerMutation(consigner.id);
  const payoutType = Form.useWatch('payoutType', form);
  const onFinish = (values: PayoutValues) => {
    const request = payoutDetailsRequest(form, values);
    if (!request) return;
    update.mutate(request, {
      onSuccess: () => onSaved?.(),
      onError: (error) => showSaveFailure(form, error),
    });
  };
  return (
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
      <PayoutFields
        hideBankRouting={store.hideBankRouting}
        options={store.payoutOptions.length > 0 ? store.payoutOptions : undefined}
      />
      {payoutType === 'Bank' && (
        <Alert
          type="warning"
          showIcon
          title={portalMessages.signup.bankFinal}
          className="portal-signup__note"
        />
      )}
      <Button
        type="primary"
        htmlType="submit"
        size={isWideSubmit ? 'large' : undefined}
        block={isWideSubmit}
        loading={update.isPending}
      >
        {submitLabel}
      </Button>
    </Form>
  );
}
