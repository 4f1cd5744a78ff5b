import { CheckOutlined } from '@ant-design/icons';
import { Button, Collapse, Empty, Spin } from 'antd';
import { type CSSProperties, type ReactNode, useState } from 'react';
import { SKU_CUT_WRAPPED } from '@shared/constants';
import { type InventoryListRow } from '@shared/contracts/inventory-lists';
import { cutSku } from '@shared/domain/sku';
import { formatMoneyOrDash } from '@shared/domain/money-format';
import { ProductImage } from '@renderer/ui/product-image';
import { InventoryDecisionButtons } from '../shared/inventory-decision-buttons';
import { InventoryStatusTag } from '../shared/inventory-status-tag';
import {
  ConsignerLink,
  locationOf,
  payoutLabel,
  payoutOf,
  RowCheckbox,
  ViewLink,
} from './inventory-list-cells';
import { actionableIds, groupByProduct, type ProductGroup } from './inventory-list-state';
import { type InventoryViewProps } from './inventory-list-views';
import './inventory-list.css';

interface GroupColumn {
  key: string;
  /** The column's head on a wide screen. */
  title: string;
  /** The cell's own label, shown beside the value when the row wraps. */
  label: (row: InventoryListRow) => string;
  width: string;
  render: (row: InventoryListRow) => ReactNode;
}

/**
 * The list grouped by product (spec 000 §2.3): a panel per product on the current page, its head
 * with image, title, SKU (cut to 20 characters, spec 001 §9) and item count; inside, the items.
 * Incoming and Requested offer Accept All on each panel. Wide panels lay the items out as a
 * table; narrow ones (a phone, a tablet with the menu open) wrap each item with its labels.
 */
export function InventoryAccordionView(props: InventoryViewProps) {
  const { rows, isLoading, emptyText, acceptAll } = props;
  const [closed, setClosed] = useState<ReadonlySet<number>>(new Set());
  const groups = groupByProduct(rows);
  if (groups.length === 0) {
    return isLoading ? <Spin className="product-groups__loading" /> : <Empty description={emptyText} />;
  }
  return (
    <Spin spinning={isLoading}>
      <Collapse
        className="product-groups"
        collapsible="header"
        activeKey={groups.filter((group) => !closed.has(group.productId)).map((group) => group.productId)}
        onChange={(open) =>
          setClosed(
            new Set(groups.map((group) => group.productId).filter((id) => !open.includes(String(id)))),
          )
        }
        items={groups.map((group) => {
          const acceptable = acceptAll ? actionableIds(group.rows, acceptAll.fromStatus) : [];
          return {
            key: group.productId,
            'data-testid': 'product-group',
            label: <GroupHead group={group} />,
            extra:
              acceptAll && acceptable.length > 0 ? (
                <Button
                  type="primary"
                  icon={<CheckOutlined />}
                  aria-label={`Accept All: ${group.product.title}`}
                  onClick={() => acceptAll.onAcceptAll(acceptable)}
                >
                  Accept All
                </Button>
              ) : undefined,
            children: <GroupItems group={group} {...props} />,
          };
        })}
      />
    </Spin>
  );
}

function GroupHead({ group }: { group: ProductGroup }) {
  const count = group.rows.length;
  return (
    <span className="product-group__head">
      <ProductImage src={group.product.image} alt="" className="product-thumb" />
      <span className="product-group__title">
        <strong>{group.product.title}</strong>
        <span className="product-card__sku muted" title={group.product.sku}>
          {cutSku(group.product.sku, SKU_CUT_WRAPPED)}
        </span>
      </span>
      <span className="product-group__count">
        {count} item{count === 1 ? '' : 's'}
      </span>
    </span>
  );
}

function GroupItems({
  group,
  currency,
  selection,
  showsRequestedPrice,
  showsDecisions,
}: InventoryViewProps & { group: ProductGroup }) {
  const fixed = (title: string, width: string, render: GroupColumn['render'], key = title.toLowerCase()) => ({
    key,
    title,
    label: () => title,
    width,
    render,
  });
  const columns: GroupColumn[] = [
    fixed('Code', '88px', (row) => <strong className="product-card__sku">{row.code}</strong>),
    fixed('Size', '56px', (row) => row.option1Value ?? '—'),
    fixed('Condition', '84px', (row) => row.option2Value ?? '—'),
    fixed('Consigner', 'minmax(110px, 1fr)', (row) => <ConsignerLink row={row} />),
    fixed('Location', 'minmax(90px, 1fr)', (row) => locationOf(row)),
    fixed('Price', '84px', (row) => formatMoneyOrDash(row.price, currency)),
    ...(showsRequestedPrice
      ? [
          fixed(
            'Requested price',
            '96px',
            (row) => <strong>{formatMoneyOrDash(row.requestedPrice, currency)}</strong>,
            'requested',
          ),
        ]
      : []),
    {
      key: 'payout',
      title: 'Payout / Cost',
      label: payoutLabel,
      width: '96px',
      render: (row) => payoutOf(row, currency),
    },
    fixed('Status', '128px', (row) => <InventoryStatusTag status={row.status} />),
    ...(showsDecisions
      ? [fixed('Decision', '170px', (row) => <InventoryDecisionButtons item={row} variant="row" />)]
      : []),
    fixed('View', '48px', (row) => <ViewLink row={row} />),
  ];
  const template = [...(selection ? ['24px'] : []), ...columns.map((column) => column.width)].join(' ');
  const style = {
    '--product-group-columns': template,
    // The wide layout's threshold (global.css): a compact row fits sooner.
    '--product-group-size': showsRequestedPrice || showsDecisions ? 'full' : 'compact',
  } as CSSProperties;

  return (
    <div className="product-group" style={style}>
      <div className="product-group__row product-group__row--head" aria-hidden>
        {selection && <span />}
        {columns.map((column) => (
          <span key={column.key} className={`product-group__cell product-group__cell--${column.key}`}>
            {column.key === 'view' || column.key === 'decision' ? '' : column.title}
          </span>
        ))}
      </div>
      <ul className="product-group__items">
        {group.rows.map((row) => (
          <li key={row.id} className="product-group__row" data-testid="product-group-item">
            {selection && <RowCheckbox row={row} selection={selection} />}
            {columns.map((column) => (
              <span key={column.key} className={`product-group__cell product-group__cell--${column.key}`}>
                {column.key !== 'code' && column.key !== 'view' && column.key !== 'decision' && (
                  <span className="product-group__label">{column.label(row)} </span>
                )}
                {column.render(row)}
              </span>
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}
