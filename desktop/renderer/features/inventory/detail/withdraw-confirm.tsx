import { Checkbox, type App } from 'antd';
import { type ProfileStore } from '@shared/contracts/stores';
import { type InventoryItem } from '@shared/contracts/inventories';
import { type WithdrawInventoryRequest } from '@shared/contracts/inventory-actions';
import { daysSinceAcceptance, isEarlyWithdrawal } from '@shared/domain/inventory-status';
import { formatMoney } from '@shared/domain/money-format';
import { notify } from '@renderer/ui/notify';

type Modal = ReturnType<typeof App.useApp>['modal'];

/**
 * The fee withdrawing `item` now would charge its owner (spec 001 §9 WITHDRAW_FEE): the store's
 * withdrawal fee within its early-withdrawal days of acceptance, never for a store account. The
 * server decides again when the call arrives (docs/inventory-actions.md).
 */
export function earlyWithdrawalFee(
  item: Pick<InventoryItem, 'acceptedOn' | 'consigner'>,
  store: Pick<ProfileStore, 'withdrawalFee' | 'earlyWithdrawalDays'>,
  now: Date,
): number {
  if (item.consigner?.isStoreAccount) return 0;
  return isEarlyWithdrawal(item.acceptedOn, now, store.earlyWithdrawalDays) ? store.withdrawalFee : 0;
}

/**
 * Withdraw, after a confirmation that says whether the withdrawal is early and what it costs the
 * owner, with the choice to waive the fee (sent as withdrawalFee 0).
 */
export function confirmWithdraw(input: {
  modal: Modal;
  item: InventoryItem;
  store: ProfileStore | undefined;
  withdraw: (body: WithdrawInventoryRequest) => Promise<{ withdrawalFee: number }>;
}): void {
  const { modal, item, store } = input;
  const currency = store?.currency ?? 'USD';
  const fee = store ? earlyWithdrawalFee(item, store, new Date()) : 0;
  const owner = item.consigner
    ? `${item.consigner.firstName} ${item.consigner.lastName}`.trim()
    : 'the owner';
  let isFeeCharged = true;
  modal.confirm({
    title: `Withdraw ${item.code}?`,
    content:
      fee > 0 && item.acceptedOn ? (
        <>
          <p>
            This is an early withdrawal: accepted {daysSinceAcceptance(item.acceptedOn, Date.now())} day(s)
            ago, within the store&rsquo;s {store?.earlyWithdrawalDays} days. The withdrawal fee of{' '}
            <strong>{formatMoney(fee, currency)}</strong> is charged to {owner} and taken from their next
            payout.
          </p>
          <Checkbox defaultChecked onChange={(event) => (isFeeCharged = event.target.checked)}>
            Charge the early withdrawal fee
          </Checkbox>
        </>
      ) : (
        'The item goes back to its owner. No withdrawal fee applies.'
      ),
    okText: 'Withdraw',
    okButtonProps: { danger: true },
    onOk: () =>
      input
        .withdraw({
          inventory: item.id,
          isWithdrawnEarly: fee > 0,
          ...(fee > 0 && !isFeeCharged ? { withdrawalFee: 0 } : {}),
        })
        .then(
          ({ withdrawalFee }) =>
            notify.success(
              withdrawalFee > 0
                ? `Withdrawn. Early withdrawal fee ${formatMoney(withdrawalFee, currency)} charged.`
                : 'Withdrawn.',
            ),
          () => undefined,
        ),
  });
}
