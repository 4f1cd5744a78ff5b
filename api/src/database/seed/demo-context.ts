import { type INestApplicationContext } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { type ConsignerType } from '../../consigner-types/consigner-type.entity';
import { type Consigner } from '../../consigners/consigner.entity';
import { type WriteScope } from '../../inventories/engine/inventory-engine';
import { type Actor } from '../../inventories/engine/item-changes';
import { type Location } from '../../locations/location.entity';
import { type SubLocation } from '../../locations/sub-location.entity';
import { type ProductTemplate } from '../../product-templates/product-template.entity';
import { type Product } from '../../products/product.entity';
import { type Store } from '../../stores/store.entity';
import { type DemoData } from './demo-data';
import { type PlannedItem } from './inventory-plan';

/**
 * What the demo seed's steps share: the transaction they all write in, the data, a clock over the
 * store's past, a seeded random source, and what earlier steps made. A later feature adds a step
 * (demo-steps.ts) that reads `made` and writes its own part (sales, payouts, scan runs…).
 */
export interface DemoSeedContext {
  /** The running app: the services and storage a step writes through (`app.get(InventoryEngine)`). */
  app: INestApplicationContext;
  /** The seed's one transaction: the demo store is there whole or not at all. */
  manager: EntityManager;
  data: DemoData;
  clock: DemoClock;
  random: DemoRandom;
  made: DemoRecords;
  /** Who writes, and when, as the inventory engine takes it. */
  writeScope(actor: Actor, at: Date): WriteScope;
}

export interface DemoSeedStep {
  name: string;
  /** Writes its part of the store; answers what it made, for the console ("36 products"). */
  run(context: DemoSeedContext): Promise<string>;
}

/** What the steps have made so far, by the keys the data uses. */
export interface DemoRecords {
  store: Store;
  admin: Actor;
  /** The staff who work the counter (the Admin included), as the logs name them. */
  staff: Actor[];
  /** 'sneakers' is the store's default template. */
  templates: Map<string, ProductTemplate>;
  consignerTypes: ConsignerType[];
  locations: DemoPlace[];
  products: Map<string, Product>;
  consigners: Map<string, Consigner>;
  storeAccount: Consigner;
  /** The items of the inventory step, as planned, with their ids. */
  items: (PlannedItem & { id: number })[];
  /** The demo password's hash: the demo staff sign in with it too. */
  passwordHash: string;
}

export interface DemoPlace {
  location: Location;
  subLocations: SubLocation[];
  share: number;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** The shop's hours in UTC: 11:00–19:00 in New York, where the demo shop is. */
const OPENS_AT_HOUR_UTC = 15;
const OPEN_HOURS = 8;

/** Moments of the store's past: during opening hours, never after the seed runs. */
export interface DemoClock {
  now: Date;
  /** `daysAgo` days back (the fraction picks the hour of that day's opening hours). */
  at(daysAgo: number): Date;
  /** About `days` after `from`: strictly later, and still before now. */
  after(from: Date, days: number): Date;
  daysAgo(moment: Date): number;
}

export function demoClock(now: Date): DemoClock {
  const nowMs = now.getTime();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const at = (daysAgo: number): Date => {
    const back = Math.max(daysAgo, 0);
    const day = Math.floor(back);
    const fraction = back - day;
    const moment = today - day * DAY_MS + OPENS_AT_HOUR_UTC * HOUR_MS + fraction * OPEN_HOURS * HOUR_MS;
    // Today's opening hours may not have come yet: the last few hours before now instead.
    if (moment < nowMs - 60_000) return new Date(moment);
    return new Date(nowMs - 60_000 - (1 - fraction) * 4 * HOUR_MS);
  };
  const daysAgo = (moment: Date) => (nowMs - moment.getTime()) / DAY_MS;
  return {
    now,
    at,
    daysAgo,
    after(from, days) {
      const fromMs = from.getTime();
      const wanted = at(daysAgo(from) - days).getTime();
      if (wanted > fromMs && wanted < nowMs) return new Date(wanted);
      // Too close to call: a couple of minutes later, or halfway to now.
      return new Date(Math.min(fromMs + 2 * 60_000, fromMs + (nowMs - fromMs) / 2));
    },
  };
}

/** A seeded random source (mulberry32): the same demo store on every start and on both databases. */
export interface DemoRandom {
  /** In [0, 1). */
  next(): number;
  between(min: number, max: number): number;
  int(below: number): number;
  chance(probability: number): boolean;
  pick<T>(list: readonly T[]): T;
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
}

export function demoRandom(seed: number): DemoRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  return {
    next,
    int,
    between: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick: (list) => list[int(list.length)],
    weighted(entries) {
      let roll = next() * entries.reduce((sum, [, weight]) => sum + weight, 0);
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return entries[entries.length - 1][0];
    },
  };
}
