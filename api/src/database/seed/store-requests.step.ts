import { type DeepPartial } from 'typeorm';
import { checkTransition, type InventoryStatus } from '@shared/domain/inventory-status';
import { fromCents } from '@shared/domain/money';
import { InventoryEngine } from '../../inventories/engine/inventory-engine';
import { priceRangeOf } from '../../inventories/inventory.mapper';
import { type Inventory } from '../../inventories/inventory.entity';
import { feesForItem } from '../../inventories/item-fees';
import { type DemoSeedContext, type DemoSeedStep } from './demo-context';

/** Sizes the store asks for most: the ones that sell. */
const WANTED_SIZES = ['9', '9.5', '10', '10.5', '11'];

/**
 * Store requests (the Request grid): pairs the store wants to buy (Buying) or take on consignment
 * (Consignment), each with its price range, and consigners' offers against them. The first
 * buying request with offers was filled: one offer taken (storeBuyRequestedInventory: Drop off pending at
 * the request's location) and the request closed, as StoreBuyService does it.
 */
export const storeRequestsStep: DemoSeedStep = {
  name: 'store requests',
  async run(context: DemoSeedContext) {
    const { manager, data, made, clock, random } = context;
    const engine = context.app.get(InventoryEngine, { strict: false });
    const { buying, consignment, offersEach } = data.inventory.storeRequests;
    const main = made.locations[0];
    const sneakers = data.products
      .filter((product) => product.template === 'sneakers' && !product.isSubmitted)
      .sort((a, b) => b.popularity - a.popularity);
    const consigners = [...made.consigners.values()];
    const statuses: InventoryStatus[] = [
      ...Array.from({ length: buying }, () => 'Buying' as const),
      ...Array.from({ length: consignment }, () => 'Consignment' as const),
    ];

    let offers = 0;
    let filled: { request: Inventory; offer: Inventory; at: Date } | null = null;
    for (const [index, status] of statuses.entries()) {
      const entry = sneakers[index % sneakers.length];
      const product = made.products.get(entry.key);
      if (!product) throw new Error(`demo store request: no product ${entry.key}`);
      const variant = { option1Value: random.pick(WANTED_SIZES), option2Value: 'New', option3Value: null };
      const [lower, upper] =
        status === 'Buying' ? [entry.price * 0.6, entry.price * 0.8] : [entry.price * 0.9, entry.price * 1.1];
      const asked = clock.at(random.between(4, 24));
      const [request] = await engine.create(
        manager,
        context.writeScope(made.admin, asked),
        'createInventory',
        [
          {
            ...variant,
            productId: product.id,
            productTemplateId: product.productTemplateId,
            category: product.category,
            status,
            consignerId: null,
            locationId: main.location.id,
            price: null,
            priceRangeLower: Math.round(lower / 5) * 5,
            priceRangeUpper: Math.round(upper / 5) * 5,
            image: product.image,
            quantity: 1,
          },
        ],
      );
      const range = priceRangeOf(request);
      if (!range) throw new Error('demo store request without a price range');
      const count = offersEach[0] + random.int(offersEach[1] - offersEach[0] + 1);
      let offeredAt = asked;
      for (let offer = 0; offer < count; offer++) {
        offeredAt = clock.after(offeredAt, random.between(0.2, 3));
        const owner = random.pick(consigners);
        const price = Math.round(random.between(range.lower, range.upper));
        const fields = {
          ...variant,
          price,
          category: product.category,
          hasCleaningFee: false,
          hasBoxFee: false,
          cost: null,
        };
        const check = checkTransition(
          {
            status: null,
            hasLocation: false,
            hasAcceptedOn: false,
            isStoreAccount: false,
            price,
            priceRange: range,
          },
          'createInventory',
          'Requested',
        );
        if (!check.ok) throw new Error(`demo offer refused: ${check.message}`);
        const fees = feesForItem({ store: made.store, consigner: owner, types: made.consignerTypes }, fields);
        const draft: DeepPartial<Inventory> = {
          ...fields,
          productId: product.id,
          productTemplateId: product.productTemplateId,
          status: 'Requested',
          consignerId: owner.id,
          payout: fromCents(fees.payout),
          payoutAmount: fromCents(fees.payoutAmount),
          payoutFee: fromCents(fees.payoutFee),
          total: fromCents(fees.total),
          image: product.image,
          quantity: 1,
          buyingId: request.id,
        };
        const actor = { id: owner.accountId, name: `${owner.firstName} ${owner.lastName}` };
        const [saved] = await engine.create(
          manager,
          context.writeScope(actor, offeredAt),
          'createInventory',
          [draft],
        );
        offers += 1;
        if (!filled && status === 'Buying' && offer === 0) filled = { request, offer: saved, at: offeredAt };
      }
    }

    if (filled) {
      const { request, offer } = filled;
      const scope = context.writeScope(made.admin, clock.after(filled.at, random.between(0.3, 2)));
      const priceRange = priceRangeOf(request);
      await engine.move(manager, scope, {
        action: 'storeBuyRequestedInventory',
        ids: [offer.id],
        field: 'inventory',
        isList: false,
        place: { location: main.location },
        factsOf: () => ({ priceRange }),
        changesOf: () => ({
          log: [
            {
              variableChanged: 'storeRequest',
              beforeValue: `${request.code} (${request.status})`,
              afterValue: 'closed',
            },
          ],
        }),
      });
      await engine.move(manager, scope, {
        action: 'closeStoreRequest',
        ids: [request.id],
        field: 'inventory',
        isList: false,
      });
    }
    const open = statuses.length - (filled ? 1 : 0);
    return `${open} store requests (${offers - (filled ? 1 : 0)} offers)`;
  },
};
