import { describe, expect, it } from 'vitest';
import { makeProfile } from '../../session/profile.fixture';
import { signupStage, signupStepIndex } from './signup-stage';

const consigner = (overrides: Parameters<typeof makeProfile>[0] = {}) =>
  makeProfile({ kind: 'consigner', role: 'Consigner', accessControls: [], ...overrides });

describe('signupStage', () => {
  it('starts a signed-out visitor with the account', () => {
    expect(
      signupStage({ account: { status: 'signedOut' }, isEmailUnverified: undefined, signupStep: undefined }),
    ).toBe('account');
  });

  it('asks an account with no profile to verify its email first, then for its details', () => {
    const account = { status: 'noProfile' } as const;
    expect(signupStage({ account, isEmailUnverified: undefined, signupStep: undefined })).toBe('wait');
    expect(signupStage({ account, isEmailUnverified: true, signupStep: undefined })).toBe('verify');
    expect(signupStage({ account, isEmailUnverified: false, signupStep: undefined })).toBe('details');
  });

  it('follows a consigner through payout details and terms to done', () => {
    const account = { status: 'ready', profile: consigner() } as const;
    expect(signupStage({ account, isEmailUnverified: false, signupStep: undefined })).toBe('wait');
    expect(signupStage({ account, isEmailUnverified: false, signupStep: 'payoutDetails' })).toBe('payout');
    expect(signupStage({ account, isEmailUnverified: false, signupStep: 'terms' })).toBe('terms');
    expect(signupStage({ account, isEmailUnverified: false, signupStep: 'done' })).toBe('done');
  });

  it('holds an unverified consigner at verification whatever the rest says', () => {
    const account = { status: 'ready', profile: consigner({ emailVerified: false }) } as const;
    expect(signupStage({ account, isEmailUnverified: true, signupStep: 'done' })).toBe('verify');
  });

  it('tells staff apart, and says when the account could not load', () => {
    expect(
      signupStage({
        account: { status: 'ready', profile: makeProfile() },
        isEmailUnverified: false,
        signupStep: undefined,
      }),
    ).toBe('staff');
    expect(
      signupStage({ account: { status: 'failed' }, isEmailUnverified: undefined, signupStep: undefined }),
    ).toBe('failed');
  });

  it('numbers the steps in the order the page shows them', () => {
    expect(
      ['account', 'verify', 'details', 'payout', 'terms', 'done'].map((stage) =>
        signupStepIndex(stage as never),
      ),
    ).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
