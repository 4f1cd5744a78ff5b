import { describe, expect, it } from 'vitest';
import { checkTransition, type InventoryStatus } from '@shared/domain/inventory-status';
import { demoClock, demoRandom } from './demo-context';
import { type DemoStory, readDemoData } from './demo-data';
import { type DemoPlan, planDemoInventory } from './inventory-plan';

const NOW = new Date('2026-03-18T13:05:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;

function plan(seed = 7): DemoPlan {
  const data = readDemoData();
  return planDemoInventory({
    clock: demoClock(NOW),
    random: demoRandom(seed),
    historyDays: data.inventory.historyDays,
    storeOwnedShare: data.inventory.storeOwnedShare,
    stories: data.inventory.stories as Partial<Record<DemoStory, number>>,
    products: data.products
      .filter((product) => !product.isSubmitted)
      .map((product) => ({
        key: product.key,
        price: product.price,
        popularity: product.popularity,
        isApparel: product.template !== 'sneakers',
      })),
    consigners: data.consigners.map(({ key, share, joinedDaysAgo }) => ({ key, share, joinedDaysAgo })),
    places: data.locations.map((place) => ({
      location: place.name,
      subLocations: place.subLocations,
      share: place.share,
    })),
    staff: ['Demo Admin', ...data.staff.map((person) => `${person.firstName} ${person.lastName}`)],
  });
}

/** Every item's life carried out on the status machine's table, guards included. */
function replay({ items, events }: DemoPlan): Map<number, { status: InventoryStatus; moments: Date[] }> {
  const lives = new Map<
    number,
    { status: InventoryStatus; moments: Date[]; placed: boolean; accepted: boolean }
  >();
  for (const event of events) {
    const indexes = event.kind === 'price' ? [event.item] : event.items;
    for (const index of indexes) {
      const item = items[index];
      const life = lives.get(index);
      if (event.kind === 'create') {
        expect(life, `item ${index} created twice`).toBeUndefined();
        const check = checkTransition(
          {
            status: null,
            hasLocation: event.status === 'Active',
            hasAcceptedOn: false,
            isStoreAccount: item.owner === null,
            price: item.price,
            priceRange: null,
          },
          'createInventory',
          event.status,
        );
        expect(check.ok, `item ${index}: ${JSON.stringify(check)}`).toBe(true);
        lives.set(index, {
          status: event.status,
          moments: [event.at],
          placed: event.status === 'Active',
          accepted: event.status === 'Active',
        });
        continue;
      }
      expect(life, `item ${index} moves before it exists`).toBeDefined();
      if (!life) continue;
      life.moments.push(event.at);
      if (event.kind === 'price') {
        expect(life.status).toBe('Active');
        continue;
      }
      const check = checkTransition(
        {
          status: life.status,
          hasLocation: life.placed || !!event.place || event.action === 'transfer',
          hasAcceptedOn: life.accepted,
          isStoreAccount: item.owner === null,
          price: item.price,
          requestedPrice: event.requestedPrice ?? null,
        },
        event.action,
      );
      expect(
        check.ok,
        `item ${index} (${item.story}) ${life.status} → ${event.action}: ${JSON.stringify(check)}`,
      ).toBe(true);
      if (!check.ok || check.to === 'removed') continue;
      life.status = check.to;
      life.placed ||= !!event.place;
      life.accepted ||= check.transition.effects.includes('stampAcceptedOn');
    }
  }
  return lives;
}

describe('the demo inventory plan', () => {
  it('leaves items in every status a consigner item can have, each reached by legal moves', () => {
    const lives = replay(plan());
    const statuses = new Set([...lives.values()].map((life) => life.status));
    // Buying and Consignment are the store's requests (store-requests.step.ts).
    expect([...statuses].sort()).toEqual([
      'Active',
      'Declined',
      'InTransit',
      'Paid',
      'Pending',
      'PendingSale',
      'RequestPriceChange',
      'RequestWithdrawal',
      'Requested',
      'Sold',
      'StoreRequestPriceChange',
      'Withdrawn',
    ]);
  });

  it('dates every move in the history, in order for each item, never after now', () => {
    const { items, events } = plan();
    const lives = replay({ items, events });
    const oldest = NOW.getTime() - 70 * DAY_MS;
    for (const [index, life] of lives) {
      const times = life.moments.map((moment) => moment.getTime());
      for (const time of times) {
        expect(time).toBeLessThan(NOW.getTime());
        expect(time).toBeGreaterThan(oldest);
      }
      expect(
        [...times].sort((a, b) => a - b),
        `item ${index}`,
      ).toEqual(times);
    }
    // The last week is busy: the activity feed opens on it.
    const lastWeek = events.filter((event) => event.at.getTime() > NOW.getTime() - 7 * DAY_MS);
    expect(lastWeek.length).toBeGreaterThan(60);
  });

  it('gives the consigners only items that came in after they joined, and the store its own stock', () => {
    const data = readDemoData();
    const { items, events } = plan();
    const joined = new Map(data.consigners.map((consigner) => [consigner.key, consigner.joinedDaysAgo]));
    for (const event of events) {
      if (event.kind !== 'create') continue;
      for (const index of event.items) {
        const owner = items[index].owner;
        if (owner === null) continue;
        const age = (NOW.getTime() - event.at.getTime()) / DAY_MS;
        expect(age, `${owner}'s item ${index}`).toBeLessThan((joined.get(owner) ?? 0) + 1);
      }
    }
    const storeOwned = items.filter((item) => item.owner === null);
    expect(storeOwned.length).toBeGreaterThan(5);
    expect(storeOwned.every((item) => item.cost !== null && item.cost < item.price)).toBe(true);
  });

  it('sends every transfer somewhere: the item shows where it is going while InTransit', () => {
    const { items, events } = plan();
    const transfers = events.filter((event) => event.kind === 'move' && event.action === 'transfer');
    expect(transfers.length).toBeGreaterThan(0);
    for (const event of transfers) {
      if (event.kind !== 'move') continue;
      expect(event.place, `transfer of item ${event.items[0]}`).toBeDefined();
      for (const index of event.items) {
        const accepted = events.find(
          (later) =>
            later.kind === 'move' && later.action === 'acceptTransfer' && later.items.includes(index),
        );
        // Received where it was sent; still on the way otherwise.
        if (accepted?.kind === 'move') expect(accepted.place).toEqual(event.place);
        else expect(items[index].story).toBe('inTransit');
      }
    }
  });

  it('is the same plan for the same seed and clock', () => {
    expect(plan(11)).toEqual(plan(11));
  });
});
