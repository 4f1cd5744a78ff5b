import { type DropOffShipping } from '@shared/constants';
import { type PortalDropOffRow, type PortalProduct } from '@shared/contracts/consigner-portal';
import { validation } from '@shared/messages';
import { type VariantRow } from '../../inventory/add/add-inventory';

export interface ShipChoice {
  shipping: DropOffShipping;
  locationId: number | null;
  trackingCode: string;
}

/** Why the SHIP step cannot be sent yet (spec 001 §5 "Drop Off location is required."), or null. */
export function dropOffProblem(choice: ShipChoice): string | null {
  if (choice.shipping === 'dropOff' && choice.locationId === null) {
    return validation.buyAndSell.dropOffLocationRequired;
  }
  return null;
}

/**
 * The consigner's POST /api/inventories row: `quantity` Drop off pending items of one variant at a
 * price. Dropped off: the location it is brought to. Shipped: no location (the store places it when
 * it accepts it), the tracking code when given. Options the template lacks are sent empty.
 */
export function toPortalDropOffRow(
  input: {
    product: PortalProduct;
    row: VariantRow;
  } & ShipChoice,
): PortalDropOffRow {
  const { product, row } = input;
  const trackingCode = input.trackingCode.trim();
  return {
    productId: product.id,
    productTemplateId: product.template.id,
    option1Value: row.option1Value,
    option2Value: product.template.option2 ? (row.option2Value ?? '') : '',
    option3Value: product.template.option3 ? (row.option3Value ?? '') : '',
    price: row.price ?? 0,
    quantity: row.quantity ?? 1,
    status: 'Pending',
    shipping: input.shipping,
    ...(input.shipping === 'dropOff' ? { location: input.locationId } : trackingCode ? { trackingCode } : {}),
  };
}
