import { type PortalSignupStep } from '@shared/domain/consigner-portal';
import { type AccountState } from '@renderer/app/gating';

/**
 * Where a visitor of the portal's sign-up page stands (issue 18; spec 001 §5: email verification
 * first, then the payout details and the store's terms):
 * - account: signed out, creates an account (email and password);
 * - verify: the account's email is not verified yet (the mail went out on sign-up);
 * - details: verified, no consigner profile yet (the store's signupInfo fields);
 * - payout, terms: the profile exists, its sign-up step (GET /api/portal/settings) says what is left;
 * - done: nothing left, on to the portal; staff: a staff account, which has the back office instead;
 * - wait: not known yet; failed: the account could not be loaded.
 */
export type SignupStage =
  'account' | 'verify' | 'details' | 'payout' | 'terms' | 'done' | 'staff' | 'wait' | 'failed';

export interface SignupFacts {
  account: AccountState;
  /**
   * For an account with no profile yet: whether the API refused it as unverified (the portal store
   * call answers EMAIL_NOT_VERIFIED); undefined while that is not known.
   */
  isEmailUnverified: boolean | undefined;
  /** The consigner's sign-up step (GET /api/portal/settings); undefined while loading. */
  signupStep: PortalSignupStep | undefined;
}

export function signupStage({ account, isEmailUnverified, signupStep }: SignupFacts): SignupStage {
  switch (account.status) {
    case 'signedOut':
      return 'account';
    case 'loading':
      return 'wait';
    case 'failed':
      return 'failed';
    case 'noProfile':
      if (isEmailUnverified === undefined) return 'wait';
      return isEmailUnverified ? 'verify' : 'details';
    case 'ready': {
      const { profile } = account;
      if (profile.kind !== 'consigner') return 'staff';
      if (!profile.emailVerified) return 'verify';
      if (signupStep === undefined) return 'wait';
      return signupStep === 'payoutDetails' ? 'payout' : signupStep;
    }
  }
}

/** The steps the page shows, in order, and which of them a stage is at (the 'done' stage is past the last). */
export const SIGNUP_STEP_TITLES = ['Account', 'Verify email', 'Your details', 'Payout', 'Terms'] as const;

export function signupStepIndex(stage: SignupStage): number {
  switch (stage) {
    case 'account':
      return 0;
    case 'verify':
      return 1;
    case 'details':
      return 2;
    case 'payout':
      return 3;
    case 'terms':
      return 4;
    case 'done':
      return SIGNUP_STEP_TITLES.length;
    default:
      return 0;
  }
}
