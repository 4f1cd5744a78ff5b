import { describe, expect, it } from 'vitest';
import { validation } from '@shared/messages';
import { automatedPayoutReason, isAutomatedPayoutLocked } from './automated-payout';

describe('the Automated Payout switch', () => {
  it('is usable when the cheque service is configured', () => {
    const reason = automatedPayoutReason({ configured: true, reason: null });
    expect(reason).toBeNull();
    expect(isAutomatedPayoutLocked(reason, false)).toBe(false);
  });

  it('is disabled with the server’s reason when it is not, or ours before the profile is known', () => {
    expect(automatedPayoutReason({ configured: false, reason: 'No service here' })).toBe('No service here');
    expect(automatedPayoutReason(undefined)).toBe(validation.payouts.chequeServiceMissing);
    expect(isAutomatedPayoutLocked(validation.payouts.chequeServiceMissing, false)).toBe(true);
  });

  it('can still be turned off when it is on', () => {
    expect(isAutomatedPayoutLocked(validation.payouts.chequeServiceMissing, true)).toBe(false);
  });
});
