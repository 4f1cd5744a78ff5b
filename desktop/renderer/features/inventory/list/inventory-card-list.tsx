import { List } from 'antd';
import { type InventoryListRow } from '@shared/contracts/inventory-lists';
import { formatMoneyOrDash } from '@shared/domain/money-format';
import { ProductImage } from '@renderer/ui/product-image';
import { InventoryDecisionButtons } from '../shared/inventory-decision-buttons';
import { InventoryStatusTag } from '../shared/inventory-status-tag';
import { destinationOf, payoutLabel, payoutOf, RowCheckbox, ViewLink } from './inventory-list-cells';
import { type InventoryViewProps } from './inventory-list-views';
import './inventory-list.css';

/** The list as cards, below 768 px (spec 000 §2.3). Paging is the page's, below the view. */
export function InventoryCardList({
  rows,
  isLoading,
  currency,
  selection,
  showsRequestedPrice,
  showsDecisions,
  emptyText,
}: InventoryViewProps) {
  return (
    <List<InventoryListRow>
      className="inventory-card-list"
      loading={isLoading}
      dataSource={rows}
      locale={{ emptyText }}
      renderItem={(row) => (
        <List.Item key={row.id} actions={[<ViewLink key="view" row={row} />]}>
          <List.Item.Meta
            avatar={
              <span className="inventory-card-list__lead">
                {selection && <RowCheckbox row={row} selection={selection} />}
                <ProductImage src={row.product.image} alt="" className="product-thumb" />
              </span>
            }
            title={row.product.title}
            description={
              <span>
                <span className="product-card__sku">{row.code}</span> · {row.option1Value ?? '—'}
                {row.option2Value ? ` · ${row.option2Value}` : ''} · {formatMoneyOrDash(row.price, currency)}
                {showsRequestedPrice && (
                  <strong>{` · Requested ${formatMoneyOrDash(row.requestedPrice, currency)}`}</strong>
                )}
                <br />
                {payoutLabel(row)} {payoutOf(row, currency)} <InventoryStatusTag status={row.status} />
                {destinationOf(row) && (
                  <>
                    <br />
                    <span data-testid="transfer-destination">{`Going to ${destinationOf(row)}`}</span>
                  </>
                )}
                {showsDecisions && (
                  // Under the item, not beside it: a phone has no width to spare.
                  <span className="inventory-card-list__decision">
                    <InventoryDecisionButtons item={row} variant="row" />
                  </span>
                )}
              </span>
            }
          />
        </List.Item>
      )}
    />
  );
}
