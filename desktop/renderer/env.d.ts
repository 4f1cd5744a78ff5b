import type { COUNTER_BRIDGE_KEY, CounterBridge } from '@shared/ipc/counter-bridge';

declare global {
  /** package.json `version`, inlined by vite.config.ts at build time. */
  const __APP_VERSION__: string;

  interface Window {
    /** Present only inside the counter app, where the preload exposes it; read it through platform/bridge.ts. */
    [COUNTER_BRIDGE_KEY]?: CounterBridge;
  }
}
