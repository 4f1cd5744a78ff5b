import { type PortalItem, type PortalStore } from '@shared/contracts/consigner-portal';
import { consignerStatusLabel, portalItemActions } from '@shared/domain/consigner-portal';
import { type Inventory } from '../inventories/inventory.entity';
import { type Location } from '../locations/location.entity';
import { type Store } from '../stores/store.entity';

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/** The store as the portal shows it, with the locations a drop-off can be brought to. */
export function toPortalStore(store: Store, locations: readonly Location[]): PortalStore {
  return {
    id: store.id,
    name: store.name,
    handle: store.handle,
    logo: store.logo,
    currency: store.currency,
    supportEmail: store.supportEmail,
    isBuyingStore: store.isBuyingStore,
    signupInfo: store.signupInfo as PortalStore['signupInfo'],
    payoutOptions: store.payoutOptions,
    termsOfService: store.termsOfService,
    shipInstructions: store.shipInstructions.filter((line) => line.trim() !== ''),
    hideBankRouting: store.features?.hideBankRouting ?? false,
    locations: locations.map((location) => ({ id: location.id, name: location.name, label: location.label })),
  };
}

/** One of the consigner's items (read with product, location and consigner) as the portal lists it. */
export function toPortalItem(item: Inventory, currency: string): PortalItem {
  const { product, location } = item;
  if (!product) throw new Error(`Inventory ${item.id} was read without its product`);
  const isStoreAccount = item.consigner?.isStoreAccount ?? false;
  return {
    id: item.id,
    code: item.code,
    product: {
      id: product.id,
      title: product.title,
      sku: product.sku,
      brand: product.brand,
      category: product.category,
      image: item.image ?? product.image,
    },
    option1Value: item.option1Value,
    option2Value: item.option2Value,
    option3Value: item.option3Value,
    location: location ? { id: location.id, name: location.name, label: location.label } : null,
    status: item.status,
    statusLabel: consignerStatusLabel(item.status),
    price: item.price,
    payout: item.payout,
    payoutLabel: isStoreAccount ? 'Cost' : 'Payout',
    requestedPrice: item.requestedPrice,
    currency,
    trackingCode: item.trackingCode,
    acceptedOn: iso(item.acceptedOn),
    soldOn: iso(item.soldOn),
    createdAt: item.createdAt.toISOString(),
    updatedAt: item.updatedAt.toISOString(),
    actions: portalItemActions({ status: item.status, isStoreAccount }),
  };
}
