import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { ACCESS_CONTROLS } from '@shared/domain/access-controls';
import { createConsignerFromAdminRequest } from '@shared/contracts/consigners';
import { storeUpdateFields } from '@shared/contracts/stores';

/**
 * The demo store's data: the JSON files and pictures under resources/demo (what the shop sells, who
 * consigns, where things are kept, how many items end in each state). Data lives there, the seed's
 * steps turn it into rows; each file is checked here so a typo fails the seed with the file's name.
 */

const money = z.number().min(0).max(100_000);

const product = z.object({
  key: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1).max(255),
  brand: z.string().min(1).max(255),
  sku: z.string().min(1).max(100),
  gender: z.string().min(1).max(50),
  year: z.string().regex(/^\d{4}$/),
  color: z.string().max(100),
  /** 'sneakers' is the store's default template; others name templates.json. */
  template: z.string(),
  /** The usual asking price in the store's currency; items are priced around it. */
  price: money,
  /** How many items of it the store sees, relative to the others. */
  popularity: z.number().int().min(1).max(10),
  /** Submitted for review by a consigner: in the review queue, without a picture yet. */
  isSubmitted: z.boolean().optional(),
  /** How scripts/draw-demo-pictures.ts draws its picture; the seed only needs the picture it made. */
  look: z.object({ kind: z.string() }).loose().optional(),
});
export type DemoProduct = z.infer<typeof product>;

const template = z.object({
  key: z.string(),
  title: z.string(),
  brand: z.string(),
  category: z.string(),
  gender: z.string().nullable(),
  weight: z.number().nullable(),
  option1: z.string(),
  option1Values: z.array(z.string()).min(1),
  option2: z.string().nullable(),
  option2Values: z.array(z.string()).nullable(),
  option3: z.string().nullable(),
  option3Values: z.array(z.string()).nullable(),
});
export type DemoTemplate = z.infer<typeof template>;

const consignerType = z.object({
  accountType: z.string().min(1).max(100),
  sellingFee: z.number().min(0).max(100),
  minFee: money,
  flatFee: money.nullable(),
  isDefault: z.boolean().optional(),
  category: z.string().optional(),
  option1Value: z.string().optional(),
  option2Value: z.string().optional(),
});
export type DemoConsignerType = z.infer<typeof consignerType>;

/** A consigner as the staff's Add Consigner call would take it, plus its type and history. */
const consigner = z
  .object({
    key: z.string(),
    type: z.string(),
    joinedDaysAgo: z.number().int().min(0),
    /** How much of the store's consigned stock is theirs, relative to the others. */
    share: z.number().int().min(1),
  })
  .and(createConsignerFromAdminRequest);
export type DemoConsigner = z.infer<typeof consigner>;

const location = z.object({
  name: z.string().min(1).max(100),
  label: z.string().min(1).max(100),
  share: z.number().int().min(1),
  subLocations: z.array(z.string().min(1).max(100)),
});
export type DemoLocation = z.infer<typeof location>;

const staffMember = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.email(),
  phone: z.string(),
  accessControls: z.array(z.enum(ACCESS_CONTROLS)),
});
export type DemoStaffMember = z.infer<typeof staffMember>;

/**
 * The store's own settings: every field Store Settings and Consigner Settings require, so the demo
 * store saves as it is seeded. Checked with the settings contract itself.
 */
const storeProfile = z
  .object(storeUpdateFields)
  .pick({
    name: true,
    supportEmail: true,
    domain: true,
    redirectURL: true,
    consignerUrl: true,
    inStoreUrl: true,
    consignerCname: true,
    logo: true,
    termsOfService: true,
    shipInstructions: true,
  })
  .strict();
export type DemoStoreProfile = z.infer<typeof storeProfile>;

/** The item stories (inventory-plan.ts) and how many items live each. */
export const DEMO_STORIES = [
  'active',
  'priceDropped',
  'transferred',
  'priceAccepted',
  'storePriceAccepted',
  'withdrawalDeclined',
  'inTransit',
  'priceRequest',
  'storePriceRequest',
  'withdrawalRequest',
  'withdrawalAccepted',
  'withdrawn',
  'pendingSale',
  'sold',
  'paid',
  'pending',
  'requested',
  'declined',
] as const;
export type DemoStory = (typeof DEMO_STORIES)[number];

const inventory = z.object({
  historyDays: z.number().int().min(7).max(365),
  /** The share of the floor's items the store bought outright (its own account, with a cost). */
  storeOwnedShare: z.number().min(0).max(1),
  stories: z.record(z.enum(DEMO_STORIES), z.number().int().min(0)),
  storeRequests: z.object({
    buying: z.number().int().min(0),
    consignment: z.number().int().min(0),
    /** Offers per request, at least and at most. */
    offersEach: z.tuple([z.number().int().min(0), z.number().int().min(0)]),
  }),
});
export type DemoInventory = z.infer<typeof inventory>;

export interface DemoData {
  store: DemoStoreProfile;
  products: DemoProduct[];
  templates: DemoTemplate[];
  consignerTypes: DemoConsignerType[];
  consigners: DemoConsigner[];
  locations: DemoLocation[];
  staff: DemoStaffMember[];
  inventory: DemoInventory;
  /** The picture drawn for a product (scripts/draw-demo-pictures.ts); null for one without a look. */
  pictureOf(product: DemoProduct): Buffer | null;
}

/**
 * resources/demo, found from here upwards: the seed runs from the sources (api/src/database/seed)
 * and from the build (dist/api/api/src/database/seed), both inside the repository.
 */
export function demoResourcesDir(from = __dirname): string {
  for (let directory = from; ; directory = dirname(directory)) {
    const candidate = join(directory, 'resources', 'demo');
    if (existsSync(join(candidate, 'products.json'))) return candidate;
    if (dirname(directory) === directory) {
      throw new Error(`resources/demo (the demo store's data) is not found above ${from}`);
    }
  }
}

function readJson<T>(directory: string, file: string, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(JSON.parse(readFileSync(join(directory, file), 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`resources/demo/${file}: ${issue.path.join('.')} ${issue.message}`);
  }
  return parsed.data;
}

export function readDemoData(directory = demoResourcesDir()): DemoData {
  const data = {
    store: readJson(directory, 'store.json', storeProfile),
    products: readJson(directory, 'products.json', z.array(product)),
    templates: readJson(directory, 'templates.json', z.array(template)),
    consignerTypes: readJson(directory, 'consigner-types.json', z.array(consignerType)),
    consigners: readJson(directory, 'consigners.json', z.array(consigner)),
    locations: readJson(directory, 'locations.json', z.array(location).min(1)),
    staff: readJson(directory, 'staff.json', z.array(staffMember)),
    inventory: readJson(directory, 'inventory.json', inventory),
  };
  const templateKeys = new Set(['sneakers', ...data.templates.map((entry) => entry.key)]);
  const typeNames = new Set(data.consignerTypes.map((entry) => entry.accountType));
  const unknownTemplate = data.products.find((entry) => !templateKeys.has(entry.template));
  if (unknownTemplate)
    throw new Error(`resources/demo/products.json: ${unknownTemplate.key} has no template`);
  const unknownType = data.consigners.find((entry) => !typeNames.has(entry.type));
  if (unknownType)
    throw new Error(`resources/demo/consigners.json: ${unknownType.key} has no consigner type`);
  return {
    ...data,
    pictureOf: (entry) =>
      entry.look ? readFileSync(join(directory, 'pictures', `${entry.key}.webp`)) : null,
  };
}
