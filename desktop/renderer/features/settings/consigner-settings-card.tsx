import { Form, InputNumber, Select, Switch } from 'antd';
import { PAYOUT_OPTIONS, SIGNUP_INFO_OPTIONS } from '@shared/constants';
import { PRICE_LINK_DAYS_MAX } from '@shared/contracts/buy-and-sell';
import { type StoreSettings, storeUpdateFields } from '@shared/contracts/stores';
import { contractRules } from '../../ui/zod-rule';
import { useMeQuery } from '../session/queries';
import { automatedPayoutReason, isAutomatedPayoutLocked } from './automated-payout';
import { SettingsArea } from './settings-area';

const FIELDS = [
  'signupInfo',
  'payoutOptions',
  'payoutFee',
  'priceLinkDays',
  'shipInstructions',
  'automatedPayout',
  'withdrawalFee',
  'earlyWithdrawalDays',
] as const;

/** Consigner Settings: what signup asks, how consigners are paid, where they ship, and how long price links work. */
export function ConsignerSettingsCard({ store }: { store: StoreSettings }) {
  const chequeServiceReason = automatedPayoutReason(useMeQuery().data?.store.chequeService);
  return (
    <SettingsArea name="consigner-settings" title="Consigner Settings" store={store} fields={FIELDS}>
      <Form.Item label="Signup Info" name="signupInfo" {...contractRules(storeUpdateFields.signupInfo)}>
        <Select mode="multiple" options={SIGNUP_INFO_OPTIONS.map((value) => ({ value, label: value }))} />
      </Form.Item>
      <Form.Item
        label="Payout Options"
        name="payoutOptions"
        {...contractRules(storeUpdateFields.payoutOptions)}
      >
        <Select mode="multiple" options={PAYOUT_OPTIONS.map((value) => ({ value, label: value }))} />
      </Form.Item>
      <Form.Item
        label="Ship Instructions"
        name="shipInstructions"
        tooltip="Type a line and press Enter"
        {...contractRules(storeUpdateFields.shipInstructions)}
      >
        <Select mode="tags" open={false} tokenSeparators={['\n']} />
      </Form.Item>
      <Form.Item
        label="Payout Fee"
        name="payoutFee"
        extra="Buy and Sell shows it as the cost of each item offered."
        {...contractRules(storeUpdateFields.payoutFee)}
      >
        <InputNumber precision={2} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        label="Price Link Days"
        name="priceLinkDays"
        extra="How long the accept and reject links of a price change request work, in days."
        {...contractRules(storeUpdateFields.priceLinkDays)}
      >
        <InputNumber precision={0} min={1} max={PRICE_LINK_DAYS_MAX} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        label="Withdrawal Fee"
        name="withdrawalFee"
        {...contractRules(storeUpdateFields.withdrawalFee)}
      >
        <InputNumber precision={2} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        label="Early Withdrawal Days"
        name="earlyWithdrawalDays"
        {...contractRules(storeUpdateFields.earlyWithdrawalDays)}
      >
        <InputNumber precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        label="Automated Payout"
        name="automatedPayout"
        valuePropName="checked"
        extra={
          chequeServiceReason && <span data-testid="automated-payout-reason">{chequeServiceReason}</span>
        }
      >
        <Switch disabled={isAutomatedPayoutLocked(chequeServiceReason, store.automatedPayout)} />
      </Form.Item>
    </SettingsArea>
  );
}
