import { z } from 'zod';

/** GET /healthz: 200 when the API and its database answer, 503 with the reason otherwise. */
export const healthResponse = z.object({
  status: z.enum(['ok', 'error']),
  database: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponse>;
