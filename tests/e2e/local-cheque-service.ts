/**
 * Where the walks' local cheque service listens (tests/servers/cheque-service.ts, started by
 * playwright.config.ts beside the product, which is pointed at it): E2E_PORT + 1000, so helpers
 * running walks on different ports do not collide. Its /__admin calls switch faults on and off.
 */
const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);

export const CHEQUE_SERVICE_PORT = E2E_PORT + 1000;
export const CHEQUE_SERVICE_URL = `http://127.0.0.1:${CHEQUE_SERVICE_PORT}`;
/** run-cheque-service.ts's own key and secret (it takes no others). */
export const CHEQUE_SERVICE_KEY = 'local-cheque-key';
export const CHEQUE_SERVICE_SECRET = 'local-cheque-secret';
