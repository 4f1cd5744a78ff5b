/**
 * The automated payout's hand-off (issue 16): creating a payout with automated payouts on enqueues
 * this job in the same transaction; its handler (payouts/cheques) writes and sends the cheques.
 */
export const SEND_CHEQUES_JOB = 'payouts.sendCheques';

export interface SendChequesPayload {
  payoutId: number;
}

/**
 * Tries of one send job: a try lost to a killed process counts, and a job that dies with consigners
 * still Pending leaves its payout waiting, so it gets more than the default; through its last try
 * the handler marks them Failed with the reason (Retry Auto Payout then goes on).
 */
export const SEND_CHEQUES_MAX_ATTEMPTS = 10;
