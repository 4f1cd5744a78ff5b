/**
 * The automated payout's hand-off (issue 16): creating a payout with automated payouts on enqueues
 * this job in the same transaction; its handler (payouts/cheques) writes and sends the cheques.
 */
export const SEND_CHEQUES_JOB = 'payouts.sendCheques';

export interface SendChequesPayload {
  payoutId: number;
}
