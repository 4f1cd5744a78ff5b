import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { App, Button, Space } from 'antd';
import { type InventoryItem } from '@shared/contracts/inventories';
import { formatMoneyOrDash } from '@shared/domain/money-format';
import { notify } from '@renderer/ui/notify';
import { useMeQuery } from '../../session/queries';
import { type Decision, decisionsFor } from './item-actions';
import { useInventoryDecisionMutation } from './mutations';

type DecisionTarget = Pick<InventoryItem, 'id' | 'code' | 'status' | 'price' | 'requestedPrice'>;

interface InventoryDecisionButtonsProps {
  item: DecisionTarget;
  /** `row`: small Accept / Decline in a list; `detail`: the item page's labelled buttons. */
  variant: 'row' | 'detail';
  /** One above the other (a table cell, where width is scarce). */
  isStacked?: boolean;
}

/**
 * Accept and Decline of a consigner's price-change or withdrawal request (decisionsFor), each
 * confirmed first; the result is toasted and the lists and menu badges reload (the mutation's
 * invalidations). Nothing for an item with no request waiting.
 */
export function InventoryDecisionButtons({
  item,
  variant,
  isStacked = false,
}: InventoryDecisionButtonsProps) {
  const { modal } = App.useApp();
  const currency = useMeQuery().data?.store.currency ?? 'USD';
  const decide = useInventoryDecisionMutation();
  const decisions = decisionsFor(item.status);
  if (!decisions) return null;

  const confirm = (decision: Decision) =>
    modal.confirm({
      title: decision.confirmTitle(item.code),
      content: decision.confirmContent(item, (amount) => formatMoneyOrDash(amount, currency)),
      okText: variant === 'row' ? decision.label : decision.detailLabel,
      okButtonProps: { danger: decision.isDanger },
      onOk: () =>
        decide.mutateAsync({ call: decision.call, inventory: item.id }).then(
          () => notify.success(decision.done),
          // The mutation cache toasts the API's reason.
          () => undefined,
        ),
    });

  const isRow = variant === 'row';
  return (
    <Space size={isRow ? 4 : 8} wrap orientation={isStacked ? 'vertical' : 'horizontal'}>
      {[decisions.accept, decisions.decline].map((decision) => (
        <Button
          key={decision.call}
          size={isRow ? 'small' : 'large'}
          type={decision.isDanger ? 'default' : 'primary'}
          danger={decision.isDanger}
          icon={decision.isDanger ? <CloseOutlined /> : <CheckOutlined />}
          aria-label={isRow ? `${decision.label} ${item.code}` : undefined}
          disabled={decide.isPending}
          onClick={() => confirm(decision)}
        >
          {isRow ? decision.label : decision.detailLabel}
        </Button>
      ))}
    </Space>
  );
}
