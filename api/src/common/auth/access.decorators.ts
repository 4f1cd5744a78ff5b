import { SetMetadata } from '@nestjs/common';
import { type AccessControl } from '@shared/domain/access-controls';

export const REQUIRED_ACCESS = 'consigndesk:requiredAccess';
export const PROFILE_GATE = 'consigndesk:profileGate';
export const AUDIENCE = 'consigndesk:audience';

/** The access control an employee needs for these endpoints (spec 000 §6). */
export const RequiresAccess = (control: AccessControl) => SetMetadata(REQUIRED_ACCESS, control);

/**
 * How much of the caller's profile must be in order:
 * - 'profile' (default): an active, verified employee or consigner;
 * - 'account': a verified account, with or without a profile (creating one's consigner profile);
 * - 'none': any signed-in account (GET /api/me, which reports the state so the screens can route).
 */
export type ProfileGate = 'profile' | 'account' | 'none';
export const RequiresProfile = (gate: ProfileGate) => SetMetadata(PROFILE_GATE, gate);

/** Who may call: staff (default) or also consigners for their own account endpoints. */
export type Audience = 'staff' | 'any';
export const AllowConsigners = () => SetMetadata(AUDIENCE, 'any' satisfies Audience);
