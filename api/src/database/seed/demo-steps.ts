import { type DemoSeedStep } from './demo-context';
import { catalogueStep } from './catalogue.step';
import { consignersStep } from './consigners.step';
import { inventoryStep } from './inventory.step';
import { payoutsStep } from './payouts.step';
import { registerSalesStep } from './register-sales.step';
import { scanRunsStep } from './scan-runs.step';
import { storeRequestsStep } from './store-requests.step';
import { storeSetupStep } from './store-setup.step';

/**
 * The demo store's parts, in the order they are written (each reads what the earlier ones made).
 * A feature that brings a screen adds its step here, with its data under resources/demo, so the
 * screen has content on a first start (sales and payouts after the inventory, scan runs, …).
 */
export const DEMO_SEED_STEPS: readonly DemoSeedStep[] = [
  storeSetupStep,
  catalogueStep,
  consignersStep,
  inventoryStep,
  storeRequestsStep,
  registerSalesStep,
  payoutsStep,
  scanRunsStep,
];
