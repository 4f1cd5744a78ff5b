import { z } from 'zod';
import { ACCESS_CONTROLS, ROLES } from '../domain/access-controls';
import { profileStore } from './stores';

/** GET /api/me: the signed-in profile, resolved as a consigner first, then as an employee (spec 000 §4 Other). */
export const meResponse = z.object({
  profile: z.object({
    kind: z.enum(['employee', 'consigner']),
    id: z.number().int(),
    /** Contract name kept from the spec: holds our own account id. */
    fbUserId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    /** null: not restricted by access controls (spec 000 §6). */
    accessControls: z.array(z.enum(ACCESS_CONTROLS)).nullable(),
    isActive: z.boolean(),
    emailVerified: z.boolean(),
    store: profileStore,
  }),
});
export type MeResponse = z.infer<typeof meResponse>;
export type Profile = MeResponse['profile'];
