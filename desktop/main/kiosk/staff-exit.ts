import { z } from 'zod';
import { ACCESS_CONTROLS, ROLES } from '@shared/domain/access-controls';

/**
 * Leaving the counter app's kiosk mode (issue 17): only a member of staff may, by signing in on the
 * kiosk. The renderer hands over the access token of that sign-in; this module asks the API who it
 * is (GET /api/me with the token) and decides, so a script on the kiosk page cannot leave kiosk mode
 * by claiming a sign-in it never made. Plain Node, tested without Electron.
 */

/** What the decision reads of GET /api/me (the rest of the answer is not needed). */
const staffProfile = z.object({
  profile: z.object({
    kind: z.enum(['employee', 'consigner']),
    role: z.enum(ROLES),
    accessControls: z.array(z.enum(ACCESS_CONTROLS)).nullable(),
    isActive: z.boolean(),
  }),
});
export type StaffProfile = z.infer<typeof staffProfile>['profile'];

export type KioskExitAnswer = { left: true } | { left: false; reason: string };

export const KIOSK_EXIT_REFUSED = 'This account may not leave kiosk mode.';
export const KIOSK_EXIT_SIGN_IN_FAILED = 'The sign-in could not be checked. Try again.';
/** How long the check waits for the API before it gives up (the shopper is not kept waiting forever). */
export const KIOSK_EXIT_CHECK_TIMEOUT_MS = 10_000;

/**
 * Who may take a kiosk out of kiosk mode: an active employee who could set the counter up, i.e. an
 * Admin or one allowed Settings (null access controls: unrestricted). The kiosk's own account
 * (InStoreApp only) and consigners may not.
 */
export function mayLeaveKiosk(profile: StaffProfile): boolean {
  if (profile.kind !== 'employee' || !profile.isActive) return false;
  if (profile.role === 'Admin') return true;
  return profile.accessControls === null || profile.accessControls.includes('Settings');
}

export interface StaffCheckOptions {
  /** The configured server URL (its folder holds /api). */
  readonly serverUrl: string;
  readonly accessToken: string;
  readonly fetch: (url: string, init: RequestInit) => Promise<Response>;
  readonly timeoutMs?: number;
}

/** GET /api/me with the staff token, then `mayLeaveKiosk`. Never throws: a failure is a refusal. */
export async function checkStaffSignIn(options: StaffCheckOptions): Promise<KioskExitAnswer> {
  const base = new URL(options.serverUrl);
  if (!base.pathname.endsWith('/')) base.pathname += '/';
  const url = new URL('api/me', base).href;
  let response: Response;
  try {
    response = await options.fetch(url, {
      method: 'GET',
      headers: { Accept: 'application/json', Authorization: `Bearer ${options.accessToken}` },
      signal: AbortSignal.timeout(options.timeoutMs ?? KIOSK_EXIT_CHECK_TIMEOUT_MS),
    });
  } catch {
    return { left: false, reason: KIOSK_EXIT_SIGN_IN_FAILED };
  }
  if (response.status === 401 || response.status === 403) return { left: false, reason: KIOSK_EXIT_REFUSED };
  if (!response.ok) return { left: false, reason: KIOSK_EXIT_SIGN_IN_FAILED };
  const parsed = staffProfile.safeParse(await response.json().catch(() => null));
  if (!parsed.success) return { left: false, reason: KIOSK_EXIT_SIGN_IN_FAILED };
  return mayLeaveKiosk(parsed.data.profile) ? { left: true } : { left: false, reason: KIOSK_EXIT_REFUSED };
}

/** The command line the app starts again with after leaving kiosk mode: the same, without --kiosk. */
export function argsWithoutKiosk(args: readonly string[]): string[] {
  return args.filter((arg) => arg !== '--kiosk');
}
