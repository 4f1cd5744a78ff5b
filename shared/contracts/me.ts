import { z } from 'zod';
import { ACCESS_CONTROLS, ROLES } from '../domain/access-controls';
import { chequeServiceStatus } from './payouts';
import { profileStore } from './stores';

/**
 * The caller's store, and (ours, issue 16) whether this server can send cheques for automated
 * payouts and why not, so Settings shows the Automated Payout switch disabled with the reason.
 */
export const profileStoreWithServices = profileStore.extend({ chequeService: chequeServiceStatus });
export type ProfileStoreWithServices = z.infer<typeof profileStoreWithServices>;

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
    store: profileStoreWithServices,
  }),
});
export type MeResponse = z.infer<typeof meResponse>;
export type Profile = MeResponse['profile'];
