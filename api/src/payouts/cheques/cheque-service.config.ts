import { Inject, Injectable } from '@nestjs/common';
import { type ChequeServiceStatus } from '@shared/contracts/payouts';
import { validation } from '@shared/messages';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { CheckbookChequeService } from './checkbook-cheque-service';
import { type ChequeService } from './cheque-service';

/**
 * Whether automated payouts can run on this server: the cheque service's URL, key and secret are all
 * set (CHEQUE_SERVICE_URL, CHEQUE_SERVICE_KEY, CHEQUE_SERVICE_SECRET). Creating a payout reads it to
 * decide whether the store's automatedPayout applies; GET /api/me shows it so Settings can disable
 * the switch with the reason.
 */
@Injectable()
export class ChequeServiceConfig {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  isConfigured(): boolean {
    const { url, key, secret } = this.config.chequeService;
    return Boolean(url && key && secret);
  }

  /** Why automated payouts cannot run here; null when they can. */
  reason(): string | null {
    return this.isConfigured() ? null : validation.payouts.chequeServiceMissing;
  }

  status(): ChequeServiceStatus {
    return { configured: this.isConfigured(), reason: this.reason() };
  }

  /** The service's client (it holds no connection: one per use); null when it is not configured. */
  service(): ChequeService | null {
    const { url, key, secret, timeoutMs } = this.config.chequeService;
    return url && key && secret ? new CheckbookChequeService({ url, key, secret, timeoutMs }) : null;
  }
}
