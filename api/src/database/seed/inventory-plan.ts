import { type InventoryAction } from '@shared/domain/inventory-status';
import { type DemoClock, type DemoRandom } from './demo-context';
import { type DemoStory } from './demo-data';

/**
 * The demo store's inventory history, planned before anything is written: each item gets a story
 * (how it came in, what happened to it since, where it ends), and the stories become dated events
 * (a consigner's drop-off of a few pairs, the store accepting them together, a sale, a payout),
 * in time order, for inventory.step.ts to carry out through the inventory engine. Pure: the same
 * clock and random source give the same plan.
 */

export interface PlanInput {
  clock: DemoClock;
  random: DemoRandom;
  historyDays: number;
  storeOwnedShare: number;
  stories: Partial<Record<DemoStory, number>>;
  products: PlanProduct[];
  consigners: PlanConsigner[];
  places: PlanPlace[];
  /** Keys of the staff who work the counter; the first is the Admin (who makes the payouts). */
  staff: string[];
}

export interface PlanProduct {
  key: string;
  price: number;
  popularity: number;
  isApparel: boolean;
}

export interface PlanConsigner {
  key: string;
  share: number;
  joinedDaysAgo: number;
}

export interface PlanPlace {
  location: string;
  subLocations: string[];
  share: number;
}

export interface Placement {
  location: string;
  subLocation: string | null;
}

export interface PlannedItem {
  index: number;
  story: DemoStory;
  product: string;
  /** A consigner's key; null: the store's own account (bought outright, with a cost). */
  owner: string | null;
  size: string;
  condition: 'New' | 'Used';
  price: number;
  cost: number | null;
  /** Where it is kept from intake (counter intake) or from acceptance (drop-offs, offers). */
  place: Placement;
  printed: boolean;
}

/** Who acts: `staff:<key>` or `consigner:<key>`. */
export type ActorKey = `staff:${string}` | `consigner:${string}`;

export type PlannedEvent =
  | { kind: 'create'; at: Date; actor: ActorKey; status: 'Active' | 'Pending' | 'Requested'; items: number[] }
  | {
      kind: 'move';
      at: Date;
      actor: ActorKey;
      action: InventoryAction;
      items: number[];
      place?: Placement;
      /** The price a price change request asks for. */
      requestedPrice?: number;
    }
  | { kind: 'price'; at: Date; actor: ActorKey; item: number; price: number };

export interface DemoPlan {
  items: PlannedItem[];
  events: PlannedEvent[];
}

/** How an item came in, and where its intake stops. */
type Intake = 'counter' | 'dropoff' | 'offer';
type IntakeEnd = 'Active' | 'Pending' | 'Requested' | 'Declined';

/** Youngest and oldest intake (days ago) of each story, so that its later moves fit before now. */
const INTAKE_AGES: Record<DemoStory, [number, number]> = {
  active: [0.3, 1],
  priceDropped: [16, 1],
  transferred: [10, 1],
  priceAccepted: [16, 1],
  storePriceAccepted: [16, 1],
  withdrawalDeclined: [16, 1],
  inTransit: [5, 1],
  priceRequest: [6, 1],
  storePriceRequest: [6, 1],
  withdrawalRequest: [6, 1],
  withdrawalAccepted: [16, 1],
  withdrawn: [8, 1],
  pendingSale: [4, 1],
  sold: [10, 1],
  paid: [26, 1],
  pending: [0.1, 6],
  requested: [0.1, 5],
  declined: [3, 40],
};
/** An oldest age of 1 above means "the whole history". */
const WHOLE_HISTORY = 1;

/** Stories the store's own stock can live: no consigner asks for anything, and nobody is paid out. */
const STORE_OWNED_STORIES: readonly DemoStory[] = [
  'active',
  'priceDropped',
  'transferred',
  'inTransit',
  'pendingSale',
  'sold',
];

const SNEAKER_SIZES: readonly (readonly [string, number])[] = [
  ['7', 1],
  ['7.5', 1],
  ['8', 2],
  ['8.5', 2],
  ['9', 3],
  ['9.5', 3],
  ['10', 4],
  ['10.5', 3],
  ['11', 3],
  ['11.5', 2],
  ['12', 2],
  ['13', 1],
];
const APPAREL_SIZES: readonly (readonly [string, number])[] = [
  ['S', 2],
  ['M', 4],
  ['L', 4],
  ['XL', 2],
  ['XXL', 1],
];
/** Pairs and pieces come in at most this many at a time. */
const MAX_LOT = 5;
const MINUTE_DAYS = 1 / (24 * 60);

export function planDemoInventory(input: PlanInput): DemoPlan {
  const { clock, random } = input;
  const items: PlannedItem[] = [];
  const events: PlannedEvent[] = [];
  const staffActor = (): ActorKey => `staff:${random.pick(input.staff)}`;
  const admin: ActorKey = `staff:${input.staff[0]}`;
  const productEntries = input.products.map((product) => [product, product.popularity] as const);
  const placeEntries = input.places.map((place) => [place, place.share] as const);

  /** Retail-style prices: whole dollars ending in 9, around the product's usual price. */
  const priceAround = (base: number, factor: number) =>
    Math.max(19, Math.round((base * factor) / 10) * 10 - 1);
  const placement = (): Placement => {
    const place = random.weighted(placeEntries);
    return {
      location: place.location,
      subLocation: place.subLocations.length > 0 ? random.pick(place.subLocations) : null,
    };
  };

  /** Somewhere else to send an item (another location when the store has one). */
  const placementOtherThan = (current: Placement): Placement => {
    for (let tries = 0; tries < 10; tries++) {
      const candidate = placement();
      if (candidate.location !== current.location) return candidate;
    }
    return placement();
  };

  // 1. The items: a story, a product and variant, an owner who had joined by then, an intake.
  interface Draft {
    item: PlannedItem;
    intake: Intake;
    end: IntakeEnd;
    age: number;
  }
  const drafts: Draft[] = [];
  for (const [story, count] of Object.entries(input.stories) as [DemoStory, number][]) {
    for (let unit = 0; unit < count; unit++) {
      const [youngest, oldest] = INTAKE_AGES[story];
      const age = random.between(youngest, oldest === WHOLE_HISTORY ? input.historyDays : oldest);
      const isStoreOwned = STORE_OWNED_STORIES.includes(story) && random.chance(input.storeOwnedShare);
      const owner = isStoreOwned ? null : ownerFor(input.consigners, age, random);
      const product = random.weighted(productEntries);
      const condition = random.chance(product.isApparel ? 0.08 : 0.15) ? 'Used' : 'New';
      const price = priceAround(product.price, random.between(0.85, 1.25) * (condition === 'Used' ? 0.7 : 1));
      const item: PlannedItem = {
        index: drafts.length,
        story,
        product: product.key,
        owner,
        size: random.weighted(product.isApparel ? APPAREL_SIZES : SNEAKER_SIZES),
        condition,
        price,
        cost: isStoreOwned ? Math.round((price * random.between(0.55, 0.75)) / 5) * 5 : null,
        place: placement(),
        printed: false,
      };
      const { intake, end } = intakeOf(story, isStoreOwned, random);
      item.printed = end === 'Active' && random.chance(0.8);
      drafts.push({ item, intake, end, age });
      items.push(item);
    }
  }

  // 2. Intake in lots: one owner's pairs that came in the same way within a few days, together.
  const activeSince = new Map<number, Date>();
  const groups = new Map<string, Draft[]>();
  for (const draft of drafts) {
    const key = `${draft.item.owner ?? '(store)'}|${draft.intake}|${draft.end}`;
    groups.set(key, [...(groups.get(key) ?? []), draft]);
  }
  for (const group of groups.values()) {
    group.sort((a, b) => b.age - a.age);
    for (let start = 0; start < group.length;) {
      const size = 1 + random.int(MAX_LOT);
      const lot = [group[start]];
      while (lot.length < size && start + lot.length < group.length) {
        const next = group[start + lot.length];
        if (lot[0].age - next.age > 3) break;
        lot.push(next);
      }
      start += lot.length;
      const active = planIntake(lot, events, clock, random, staffActor);
      if (active) for (const draft of lot) activeSince.set(draft.item.index, active);
    }
  }

  // 3. What happened to each item on the floor.
  const paydays = new Map<string, PlannedEvent & { kind: 'move' }>();
  for (const { item } of drafts) {
    const since = activeSince.get(item.index);
    if (!since) continue;
    const owner: ActorKey = `consigner:${item.owner ?? ''}`;
    const ids = [item.index];
    const age = clock.daysAgo(since);
    /** A moment between `min` and `max` days after the item went on the floor (kept before now). */
    const later = (min: number, max: number) =>
      clock.after(since, random.between(min, Math.max(min, Math.min(max, age - 0.1))));
    /** A moment `min`–`max` days ago, but after the item went on the floor. */
    const recent = (min: number, max: number) => {
      const moment = clock.at(random.between(min, Math.min(max, age)));
      return moment > since ? moment : clock.after(since, 0.05);
    };
    const move = (at: Date, actor: ActorKey, action: InventoryAction, extra: Partial<PlannedEvent> = {}) => {
      const event = { kind: 'move', at, actor, action, items: ids, ...extra } as PlannedEvent & {
        kind: 'move';
      };
      events.push(event);
      return at;
    };
    const lower = (factor: number) => priceAround(item.price, factor);
    switch (item.story) {
      case 'priceDropped': {
        const at = later(5, age - 1);
        events.push({
          kind: 'price',
          at,
          actor: staffActor(),
          item: item.index,
          price: lower(random.between(0.85, 0.95)),
        });
        break;
      }
      case 'transferred': {
        // A transfer names where it is going (the real call keeps it on the item until it arrives).
        const sentAt = later(2, age - 2);
        const sender = staffActor();
        const to = placementOtherThan(item.place);
        const sent = move(sentAt, sender, 'transfer', { place: to });
        move(clock.after(sent, random.between(0.5, 2)), staffActor(), 'acceptTransfer', { place: to });
        item.place = to;
        break;
      }
      case 'inTransit': {
        const sentAt = recent(0.2, 3);
        const sender = staffActor();
        move(sentAt, sender, 'transfer', { place: placementOtherThan(item.place) });
        break;
      }
      case 'priceAccepted': {
        const asked = move(later(3, age - 3), owner, 'requestPriceChange', {
          requestedPrice: lower(random.between(0.85, 0.95)),
        });
        move(clock.after(asked, random.between(0.3, 2)), staffActor(), 'acceptInventoryPrice');
        break;
      }
      case 'priceRequest':
        move(recent(0.1, 4), owner, 'requestPriceChange', {
          requestedPrice: lower(random.between(0.8, 0.95)),
        });
        break;
      case 'storePriceAccepted': {
        const asked = move(later(5, age - 3), staffActor(), 'storeRequestPriceChange', {
          requestedPrice: lower(random.between(0.8, 0.92)),
        });
        move(clock.after(asked, random.between(0.3, 2.5)), owner, 'acceptRequestedInventoryPriceChange');
        break;
      }
      case 'storePriceRequest':
        move(recent(0.1, 5), staffActor(), 'storeRequestPriceChange', {
          requestedPrice: lower(random.between(0.8, 0.92)),
        });
        break;
      case 'withdrawalRequest':
        move(recent(0.1, 3), owner, 'requestWithdrawal');
        break;
      case 'withdrawalAccepted':
      case 'withdrawalDeclined': {
        const asked = move(later(3, age - 3), owner, 'requestWithdrawal');
        const answer =
          item.story === 'withdrawalAccepted' ? 'acceptInventoryWithdrawal' : 'declineInventoryWithdrawal';
        move(clock.after(asked, random.between(0.3, 2)), staffActor(), answer);
        break;
      }
      case 'withdrawn':
        move(later(2, age - 0.5), staffActor(), 'withdrawInventory');
        break;
      case 'pendingSale':
        move(recent(0.02, 1.5), staffActor(), 'holdForSale');
        break;
      case 'sold':
      case 'paid': {
        // The clerk who rings the sale up completes it.
        const clerk = staffActor();
        const held =
          item.story === 'sold'
            ? move(recent(0.5, 9), clerk, 'holdForSale')
            : move(later(1, age - 12), clerk, 'holdForSale');
        const sold = move(clock.after(held, random.between(5, 60) * MINUTE_DAYS), clerk, 'completeSale');
        if (item.story === 'sold') break;
        // Payouts go out on Fridays, a consigner's items of the week in one.
        const payday = paydayAfter(sold, clock);
        const key = `${item.owner}|${payday.toISOString()}`;
        const payout = paydays.get(key);
        if (payout) payout.items = [...payout.items, item.index];
        else
          paydays.set(key, {
            kind: 'move',
            at: payday,
            actor: admin,
            action: 'markPaid',
            items: [item.index],
          });
        break;
      }
      default:
        break;
    }
  }
  events.push(...paydays.values());
  // In time order; a stable sort keeps an item's same-moment moves in the order planned.
  const ordered = events.map((event, order) => ({ event, order }));
  ordered.sort((a, b) => a.event.at.getTime() - b.event.at.getTime() || a.order - b.order);
  return { items, events: ordered.map(({ event }) => event) };
}

/** The intake of a story: staff take most pairs in at the counter; consigners also list and offer. */
function intakeOf(
  story: DemoStory,
  isStoreOwned: boolean,
  random: DemoRandom,
): { intake: Intake; end: IntakeEnd } {
  if (story === 'pending') return { intake: 'dropoff', end: 'Pending' };
  if (story === 'requested') return { intake: 'offer', end: 'Requested' };
  if (story === 'declined') return { intake: random.chance(0.5) ? 'dropoff' : 'offer', end: 'Declined' };
  if (isStoreOwned) return { intake: 'counter', end: 'Active' };
  return {
    intake: random.weighted([
      ['counter', 60],
      ['dropoff', 25],
      ['offer', 15],
    ] as const),
    end: 'Active',
  };
}

/** An owner who had joined before the item came in, busier consigners more often. */
function ownerFor(consigners: readonly PlanConsigner[], age: number, random: DemoRandom): string {
  const joined = consigners.filter((consigner) => consigner.joinedDaysAgo > age + 1);
  const pool =
    joined.length > 0
      ? joined
      : [...consigners].sort((a, b) => b.joinedDaysAgo - a.joinedDaysAgo).slice(0, 1);
  return random.weighted(pool.map((consigner) => [consigner.key, consigner.share] as const));
}

/**
 * One lot's intake events; answers when its items went on the floor (Active), or null when the
 * intake ends before (still waiting, or declined).
 */
function planIntake(
  lot: readonly { item: PlannedItem; intake: Intake; end: IntakeEnd; age: number }[],
  events: PlannedEvent[],
  clock: DemoClock,
  random: DemoRandom,
  staffActor: () => ActorKey,
): Date | null {
  const { intake, end, age, item: first } = lot[0];
  const ids = lot.map(({ item }) => item.index);
  const bulk = ids.length > 1;
  const owner: ActorKey = `consigner:${first.owner ?? ''}`;
  // A lot is kept together: the first item's place for all.
  const place = first.place;
  for (const { item } of lot) item.place = place;
  const created = clock.at(age);
  if (intake === 'counter') {
    events.push({ kind: 'create', at: created, actor: staffActor(), status: 'Active', items: ids });
    return created;
  }
  if (intake === 'dropoff') {
    events.push({ kind: 'create', at: created, actor: owner, status: 'Pending', items: ids });
    if (end === 'Pending') return null;
    const answered = clock.after(created, random.between(0.3, 2.5));
    if (end === 'Declined') {
      events.push({
        kind: 'move',
        at: answered,
        actor: staffActor(),
        action: 'declineInventory',
        items: ids,
      });
      return null;
    }
    events.push({
      kind: 'move',
      at: answered,
      actor: staffActor(),
      action: bulk ? 'bulkAcceptInventory' : 'acceptInventory',
      items: ids,
      place,
    });
    return answered;
  }
  events.push({ kind: 'create', at: created, actor: owner, status: 'Requested', items: ids });
  if (end === 'Requested') return null;
  const answered = clock.after(created, random.between(0.2, 1.5));
  if (end === 'Declined') {
    events.push({
      kind: 'move',
      at: answered,
      actor: staffActor(),
      action: 'bulkDeclineRequestToSell',
      items: ids,
    });
    return null;
  }
  events.push({
    kind: 'move',
    at: answered,
    actor: staffActor(),
    action: bulk ? 'bulkAcceptRequestToSell' : 'acceptRequestToSell',
    items: ids,
    place,
  });
  const broughtIn = clock.after(answered, random.between(1, 4));
  events.push({
    kind: 'move',
    at: broughtIn,
    actor: staffActor(),
    action: bulk ? 'bulkAcceptInventory' : 'acceptInventory',
    items: ids,
  });
  return broughtIn;
}

/** The first Friday afternoon at least three days after a sale; a day ago when that is still to come. */
function paydayAfter(sold: Date, clock: DemoClock): Date {
  const earliest = sold.getTime() + 3 * 24 * 60 * 60 * 1000;
  const day = new Date(earliest);
  const friday = 5;
  const daysToFriday = (friday - day.getUTCDay() + 7) % 7;
  const payday = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + daysToFriday, 20);
  if (payday < clock.now.getTime() - 60 * 60 * 1000) return new Date(payday);
  return clock.after(sold, 0.1);
}
