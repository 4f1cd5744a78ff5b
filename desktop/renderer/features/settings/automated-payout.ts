import { type ChequeServiceStatus } from '@shared/contracts/payouts';
import { validation } from '@shared/messages';

/**
 * Why the Automated Payout switch is off-limits (issue 16: automated payouts pay by cheque through
 * the cheque service; without it the setting is shown disabled with the reason), or null when it
 * can be used. The profile not loaded yet counts as not configured: the switch never flashes on.
 */
export function automatedPayoutReason(chequeService: ChequeServiceStatus | undefined): string | null {
  if (chequeService?.configured) return null;
  return chequeService?.reason ?? validation.payouts.chequeServiceMissing;
}

/** A store that already has it on can always turn it off. */
export function isAutomatedPayoutLocked(reason: string | null, isOn: boolean): boolean {
  return reason !== null && !isOn;
}
