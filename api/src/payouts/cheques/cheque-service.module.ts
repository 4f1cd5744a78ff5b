import { Module } from '@nestjs/common';
import { ChequeServiceConfig } from './cheque-service.config';

/** The cheque service's configuration and client, for payouts and for GET /api/me. */
@Module({ providers: [ChequeServiceConfig], exports: [ChequeServiceConfig] })
export class ChequeServiceModule {}
