import { Injectable } from '@nestjs/common';
import { validation } from '@shared/messages';

/**
 * Whether the cheque payment service is configured on this server (automated payouts need it), and
 * why not. A stand-in read of CHEQUE_SERVICE_URL alone until the cheque service adapter (helper
 * `cheques`) replaces this file with its full configuration; the interface stays: isConfigured(),
 * reason().
 */
@Injectable()
export class ChequeServiceConfig {
  isConfigured(): boolean {
    return Boolean(process.env.CHEQUE_SERVICE_URL?.trim());
  }

  /** Why automated payouts cannot run here; null when they can. */
  reason(): string | null {
    return this.isConfigured() ? null : validation.payouts.chequeServiceMissing;
  }
}
