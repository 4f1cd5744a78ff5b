import { Tag } from 'antd';
import { type PayoutConsignerStatus, type PayoutStatus } from '@shared/domain/payouts';

/** How each status reads and its colour: green paid, red failed, blue moving, amber waiting on someone. */
export const PAYOUT_STATUS_TAGS: Record<PayoutStatus, { label: string; color: string }> = {
  Unpaid: { label: 'Unpaid', color: 'gold' },
  PartiallyPaid: { label: 'Partially paid', color: 'cyan' },
  Pending: { label: 'Pending', color: 'processing' },
  Failed: { label: 'Failed', color: 'error' },
  Buying: { label: 'Buying', color: 'purple' },
  Paid: { label: 'Paid', color: 'success' },
};

export function PayoutStatusTag({ status }: { status: PayoutStatus | PayoutConsignerStatus }) {
  const { label, color } = PAYOUT_STATUS_TAGS[status];
  return (
    <Tag color={color} data-testid="payout-status">
      {label}
    </Tag>
  );
}
