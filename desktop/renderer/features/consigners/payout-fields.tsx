import { Form, Input, Radio, Select } from 'antd';
import { type FormInstance } from 'antd';
import { type z } from 'zod';
import { BANK_ACCOUNT_TYPES, PAYOUT_OPTIONS, ROUTING_TYPES, SOUTH_AFRICAN_BANKS } from '@shared/constants';
import { type BankData } from '@shared/contracts/consigners';

export const ROUTING_LABELS: Record<(typeof ROUTING_TYPES)[number], string> = {
  abaNumber: 'ABA routing number',
  swiftCode: 'SWIFT code',
  ibanNumber: 'IBAN',
};

export interface PayoutValues {
  payoutType?: (typeof PAYOUT_OPTIONS)[number];
  payoutData?: string;
  bankData?: BankData;
}

/** bankData goes only with Bank; payoutData only with the others (spec 001 §5). */
export function payoutRequest(values: PayoutValues) {
  if (!values.payoutType) return {};
  return values.payoutType === 'Bank'
    ? { payoutType: values.payoutType, bankData: values.bankData ?? {} }
    : { payoutType: values.payoutType, payoutData: values.payoutData ?? '' };
}

/** Shows a schema's issues under the matching (possibly nested) fields; returns whether it passed. */
export function checkWithSchema(form: FormInstance, schema: z.ZodType, request: unknown): boolean {
  form.setFields(
    form
      .getFieldsError()
      .filter((field) => field.errors.length > 0)
      .map((field) => ({ name: field.name, errors: [] })),
  );
  const result = schema.safeParse(request);
  if (result.success) return true;
  const seen = new Set<string>();
  form.setFields(
    result.error.issues
      .filter((issue) => {
        const key = issue.path.join('.');
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .map((issue) => ({ name: issue.path as (string | number)[], errors: [issue.message] })),
  );
  return false;
}

/** Puts the API's `fields` ('bankData.accountName' → message) under the inputs. */
export function showNestedServerErrors(form: FormInstance, fields: Readonly<Record<string, string>>): void {
  form.setFields(
    Object.entries(fields).map(([key, message]) => ({ name: key.split('.'), errors: [message] })),
  );
}

/**
 * Payout type (PayPal, Zelle or Bank) and its details. With Bank: bank, account type, account name
 * and number, branch code, and the routing fields (hidden when the store's hideBankRouting is on).
 */
export function PayoutFields({
  hideBankRouting,
  options = PAYOUT_OPTIONS,
}: {
  hideBankRouting: boolean;
  /** The payout types offered: every one to staff, the store's payoutOptions in the consigner portal. */
  options?: readonly (typeof PAYOUT_OPTIONS)[number][];
}) {
  const payoutType = Form.useWatch<PayoutValues['payoutType']>('payoutType');
  const routingType = Form.useWatch<BankData['routingType']>(['bankData', 'routingType']);
  return (
    <>
      <Form.Item label="Payout Type" name="payoutType">
        <Radio.Group optionType="button" options={options.map((value) => ({ value, label: value }))} />
      </Form.Item>
      {payoutType && payoutType !== 'Bank' && (
        <Form.Item label={`${payoutType} account email`} name="payoutData" required>
          <Input size="large" type="email" autoComplete="off" />
        </Form.Item>
      )}
      {payoutType === 'Bank' && (
        <>
          <div className="form-card__row">
            <Form.Item label="Bank" name={['bankData', 'bank']}>
              <Select
                size="large"
                showSearch
                allowClear
                options={SOUTH_AFRICAN_BANKS.map((value) => ({ value, label: value }))}
              />
            </Form.Item>
            <Form.Item label="Account Type" name={['bankData', 'bankType']}>
              <Select
                size="large"
                allowClear
                options={BANK_ACCOUNT_TYPES.map((value) => ({ value, label: value }))}
              />
            </Form.Item>
          </div>
          <div className="form-card__row">
            <Form.Item label="Account Name" name={['bankData', 'accountName']} required>
              <Input size="large" autoComplete="off" />
            </Form.Item>
            <Form.Item label="Account Number" name={['bankData', 'accountNumber']}>
              <Input size="large" autoComplete="off" />
            </Form.Item>
          </div>
          <Form.Item label="Branch Code" name={['bankData', 'branchCode']}>
            <Input size="large" autoComplete="off" />
          </Form.Item>
          {!hideBankRouting && (
            <>
              <Form.Item label="Bank Type" name={['bankData', 'routingType']}>
                <Select
                  size="large"
                  allowClear
                  options={ROUTING_TYPES.map((value) => ({ value, label: ROUTING_LABELS[value] }))}
                />
              </Form.Item>
              {routingType === 'abaNumber' && (
                <Form.Item label="Routing Number" name={['bankData', 'routingNumber']} required>
                  <Input size="large" autoComplete="off" inputMode="numeric" />
                </Form.Item>
              )}
              {routingType === 'swiftCode' && (
                <Form.Item label="Swift Code" name={['bankData', 'swiftCode']} required>
                  <Input size="large" autoComplete="off" />
                </Form.Item>
              )}
              {(routingType === 'swiftCode' || routingType === 'ibanNumber') && (
                <Form.Item
                  label="IBAN"
                  name={['bankData', 'ibanNumber']}
                  required={routingType === 'ibanNumber'}
                >
                  <Input size="large" autoComplete="off" />
                </Form.Item>
              )}
            </>
          )}
        </>
      )}
    </>
  );
}
