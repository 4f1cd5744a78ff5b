import { Button, Card, Empty, Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import { type InventoryListRow } from '@shared/contracts/inventory-lists';
import { notices } from '@shared/messages';
import { notify } from '../../ui/notify';
import { AcceptedInventoryDialog } from './accepted-inventory-dialog';
import { useStoreBuyRequestedInventoryMutation } from './mutations';
import { ProductSummary } from './product-summary';
import { useStoreRequestOffersQuery } from './queries';
import { groupStoreRequests, type RequestProductGroup, type RequestVariantGroup } from './request-groups';
import './store-requests.css';

/** spec 001 §9: product cards show 3 sizes before 'More sizes'. */
const SIZES_SHOWN = 3;

type Offer = NonNullable<ReturnType<typeof useStoreRequestOffersQuery>['data']>[number];
export type RequestGroup = RequestProductGroup<InventoryListRow, Offer>;
export type RequestVariant = RequestVariantGroup<InventoryListRow, Offer>;

/**
 * spec 000 §2.3 Request grid: the store's requests on this page of the list, a card per product
 * with its title, SKU and up to 3 requested sizes (each with how many requests and offers), More
 * sizes / Show Less for the rest. A size opens the read-only Accepted Inventory dialog.
 */
export function RequestGrid({ rows, isLoading }: { rows: readonly InventoryListRow[]; isLoading: boolean }) {
  const requestIds = useMemo(() => rows.map((row) => row.id), [rows]);
  const offers = useStoreRequestOffersQuery(requestIds);
  const groups = useMemo(() => groupStoreRequests(rows, offers.data ?? []), [rows, offers.data]);
  const [opened, setOpened] = useState<{ productId: number; key: string } | null>(null);
  const openedGroup = groups.find((group) => group.productId === opened?.productId);
  const openedVariant = openedGroup?.variants.find((variant) => variant.key === opened?.key);
  // Here, not in the dialog: taking the offer closes the request, and the refreshed grid no longer
  // has the size the dialog shows, so the dialog may be gone before the answer arrives.
  const take = useStoreBuyRequestedInventoryMutation();
  const accept = (offerId: number) =>
    take.mutate(offerId, {
      onSuccess: () => {
        notify.success(notices.storeRequests.offerAccepted);
        setOpened(null);
      },
    });

  if (isLoading && rows.length === 0) return <Skeleton active />;
  return (
    <>
      {groups.length === 0 ? (
        <Empty className="products-empty" description="No requests in this list." />
      ) : (
        <ul className="request-grid" aria-label="Requests" aria-busy={isLoading || offers.isFetching}>
          {groups.map((group) => (
            <li key={group.productId}>
              <RequestCard
                group={group}
                onOpen={(variant) => setOpened({ productId: group.productId, key: variant.key })}
              />
            </li>
          ))}
        </ul>
      )}
      {openedGroup && openedVariant && (
        <AcceptedInventoryDialog
          group={openedGroup}
          variant={openedVariant}
          isLoadingOffers={offers.isLoading}
          isAccepting={take.isPending}
          onAccept={accept}
          onClose={() => setOpened(null)}
        />
      )}
    </>
  );
}

function RequestCard({ group, onOpen }: { group: RequestGroup; onOpen: (variant: RequestVariant) => void }) {
  const [isExpanded, setExpanded] = useState(false);
  const shown = isExpanded ? group.variants : group.variants.slice(0, SIZES_SHOWN);
  const { product } = group;
  return (
    <Card size="small" className="request-card">
      <ProductSummary product={{ ...product, id: group.productId }} />
      <ul className="request-card__sizes" aria-label={`${product.title} requested sizes`}>
        {shown.map((variant) => (
          <li key={variant.key}>
            <Button
              className={`request-card__size${variant.offers.length > 0 ? ' request-card__size--offered' : ''}`}
              onClick={() => onOpen(variant)}
            >
              <strong>{variant.key}</strong>
              <span className="request-card__size-counts">
                {variant.requests.length} requested · {variant.offers.length} offer
                {variant.offers.length === 1 ? '' : 's'}
              </span>
            </Button>
          </li>
        ))}
      </ul>
      {group.variants.length > SIZES_SHOWN && (
        <Button type="link" className="request-card__toggle" onClick={() => setExpanded(!isExpanded)}>
          {isExpanded ? 'Show Less' : `More sizes (${group.variants.length - SIZES_SHOWN})`}
        </Button>
      )}
    </Card>
  );
}
