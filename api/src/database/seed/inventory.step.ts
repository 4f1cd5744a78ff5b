import { type DeepPartial } from 'typeorm';
import { checkTransition, type InventoryAction } from '@shared/domain/inventory-status';
import { fromCents } from '@shared/domain/money';
import { type Consigner } from '../../consigners/consigner.entity';
import { InventoryEngine, type MoveSpec } from '../../inventories/engine/inventory-engine';
import { type Actor, type Place } from '../../inventories/engine/item-changes';
import { type Inventory } from '../../inventories/inventory.entity';
import { type Location } from '../../locations/location.entity';
import { feesForItem } from '../../inventories/item-fees';
import { type DemoSeedContext, type DemoSeedStep } from './demo-context';
import { type DemoStory } from './demo-data';
import { type ActorKey, type Placement, type PlannedItem, planDemoInventory } from './inventory-plan';

/**
 * The items and their history: the plan of inventory-plan.ts carried out event by event, in time
 * order, through the inventory engine (create, move, edit), each write dated when it happened
 * (WriteScope.at). So every status, fee and log entry is what the real calls would have made, and
 * the activity feed, the lists, the menu badges and the consigner pages all have their history.
 */
export const inventoryStep: DemoSeedStep = {
  name: 'inventory',
  async run(context: DemoSeedContext) {
    const { manager, data, made, clock, random } = context;
    const engine = context.app.get(InventoryEngine, { strict: false });
    const plan = planDemoInventory({
      clock,
      random,
      historyDays: data.inventory.historyDays,
      storeOwnedShare: data.inventory.storeOwnedShare,
      stories: data.inventory.stories as Partial<Record<DemoStory, number>>,
      // Not the one awaiting review: it has no picture and no place in the catalogue yet.
      products: data.products
        .filter((product) => !product.isSubmitted)
        .map((product) => ({
          key: product.key,
          price: product.price,
          popularity: product.popularity,
          isApparel: product.template !== 'sneakers',
        })),
      consigners: data.consigners.map(({ key, share, joinedDaysAgo }) => ({ key, share, joinedDaysAgo })),
      places: made.locations.map((place) => ({
        location: place.location.name,
        subLocations: place.subLocations.map((shelf) => shelf.name),
        share: place.share,
      })),
      staff: made.staff.map((actor) => actor.name),
    });

    const actorOf = (key: ActorKey): Actor => {
      const [kind, name] = key.split(/:(.*)/s);
      if (kind === 'staff') return made.staff.find((actor) => actor.name === name) ?? made.admin;
      const consigner = ownerOf(name);
      return { id: consigner.accountId, name: `${consigner.firstName} ${consigner.lastName}` };
    };
    const ownerOf = (key: string | null): Consigner => {
      const consigner = key ? made.consigners.get(key) : made.storeAccount;
      if (!consigner) throw new Error(`demo inventory: no consigner ${key}`);
      return consigner;
    };
    const placeOf = (placement: Placement): Place & { location: Location } => {
      const place = made.locations.find((candidate) => candidate.location.name === placement.location);
      if (!place) throw new Error(`demo inventory: no location ${placement.location}`);
      const subLocation = place.subLocations.find((shelf) => shelf.name === placement.subLocation) ?? null;
      return { location: place.location, subLocation };
    };
    const ids = new Map<number, number>();
    const idOf = (index: number) => {
      const id = ids.get(index);
      if (id === undefined) throw new Error(`demo inventory: item ${index} moves before it exists`);
      return id;
    };

    /** An intake row as POST /api/inventories prices it: the owner's fees on the asked price. */
    const draftOf = (
      item: PlannedItem,
      status: 'Active' | 'Pending' | 'Requested',
    ): DeepPartial<Inventory> => {
      const product = made.products.get(item.product);
      if (!product) throw new Error(`demo inventory: no product ${item.product}`);
      const owner = ownerOf(item.owner);
      const place = status === 'Active' ? placeOf(item.place) : null;
      const fields = {
        price: item.price,
        category: product.category,
        option1Value: item.size,
        option2Value: item.condition,
        option3Value: null,
        hasCleaningFee: false,
        hasBoxFee: false,
        cost: item.cost,
      };
      const check = checkTransition(
        {
          status: null,
          hasLocation: place !== null,
          hasAcceptedOn: false,
          isStoreAccount: owner.isStoreAccount,
          price: item.price,
          priceRange: null,
        },
        'createInventory',
        status,
      );
      if (!check.ok)
        throw new Error(`demo inventory: item ${item.index} cannot come in as ${status}: ${check.message}`);
      const fees = feesForItem({ store: made.store, consigner: owner, types: made.consignerTypes }, fields);
      return {
        ...fields,
        productId: product.id,
        productTemplateId: product.productTemplateId,
        status,
        consignerId: owner.id,
        locationId: place?.location.id ?? null,
        subLocationId: place?.subLocation?.id ?? null,
        payout: fromCents(fees.payout),
        payoutAmount: fromCents(fees.payoutAmount),
        payoutFee: fromCents(fees.payoutFee),
        total: fromCents(fees.total),
        taxable: false,
        quantity: 1,
        acceptedOn: null,
        image: product.image,
        printed: status === 'Active' && item.printed,
        preapprovalStatus: null,
        buyingId: null,
      };
    };

    /** What a planned move sends besides its items: the place, a requested price, the sale's date. */
    const extrasOf = (
      action: InventoryAction,
      place?: Placement,
      requestedPrice?: number,
    ): Partial<MoveSpec> => {
      switch (action) {
        case 'transfer': {
          // As POST /api/inventories/transfer: the destination stays on the item until it arrives.
          const destination = place && placeOf(place);
          return {
            factsOf: () => ({ hasLocation: true }),
            changesOf: (item) => ({
              set: {
                transferLocationId: destination?.location.id ?? null,
                transferSubLocationId: destination?.subLocation?.id ?? null,
              },
              log: [
                {
                  variableChanged: 'transferLocation',
                  beforeValue: item.transferLocation?.name ?? null,
                  afterValue: destination?.location.name ?? null,
                },
              ],
            }),
          };
        }
        case 'acceptTransfer':
          return { place: place && placeOf(place), factsOf: () => ({ hasLocation: true }) };
        case 'requestPriceChange':
        case 'storeRequestPriceChange':
          return {
            factsOf: () => ({ requestedPrice }),
            changesOf: () => ({ set: { requestedPrice } }),
          };
        case 'completeSale':
          return { changesOf: (_item, now) => ({ set: { soldOn: now } }) };
        default:
          return place ? { place: placeOf(place) } : {};
      }
    };

    for (const event of plan.events) {
      const scope = context.writeScope(actorOf(event.actor), event.at);
      switch (event.kind) {
        case 'create': {
          const drafts = event.items.map((index) => draftOf(plan.items[index], event.status));
          const saved = await engine.create(manager, scope, 'createInventory', drafts);
          event.items.forEach((index, position) => ids.set(index, saved[position].id));
          break;
        }
        case 'move':
          await engine.move(manager, scope, {
            action: event.action,
            ids: event.items.map(idOf),
            field: 'ids',
            isList: true,
            ...extrasOf(event.action, event.place, event.requestedPrice),
          });
          break;
        case 'price': {
          const [item] = await engine.read(manager, scope, {
            ids: [idOf(event.item)],
            field: 'id',
            isList: false,
          });
          await engine.edit(manager, scope, [{ item, set: { price: event.price } }]);
          break;
        }
      }
    }
    made.items = plan.items.map((item) => ({ ...item, id: idOf(item.index) }));
    const sold = plan.items.filter((item) => item.story === 'sold' || item.story === 'paid').length;
    return `${plan.items.length} items (${sold} sold) over ${data.inventory.historyDays} days`;
  },
};
