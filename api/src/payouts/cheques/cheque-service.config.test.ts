import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validation } from '@shared/messages';
import { loadConfig } from '../../config/app-config';
import { CheckbookChequeService } from './checkbook-cheque-service';
import { ChequeServiceConfig } from './cheque-service.config';

const configWith = (env: Record<string, string>) =>
  new ChequeServiceConfig(loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'cd-cheques-')), ...env }));

describe('ChequeServiceConfig', () => {
  it('is not configured without the URL, key and secret, and says why', () => {
    const envs: Record<string, string>[] = [
      {},
      { CHEQUE_SERVICE_URL: 'http://127.0.0.1:4010', CHEQUE_SERVICE_KEY: 'k' },
      { CHEQUE_SERVICE_KEY: 'k', CHEQUE_SERVICE_SECRET: 's' },
      { CHEQUE_SERVICE_URL: ' ', CHEQUE_SERVICE_KEY: 'k', CHEQUE_SERVICE_SECRET: 's' },
    ];
    for (const env of envs) {
      const cheques = configWith(env);
      expect(cheques.status()).toEqual({
        configured: false,
        reason: validation.payouts.chequeServiceMissing,
      });
      expect(cheques.service()).toBeNull();
    }
  });

  it('is configured with all three, and gives the Checkbook client', () => {
    const cheques = configWith({
      CHEQUE_SERVICE_URL: 'http://127.0.0.1:4010/',
      CHEQUE_SERVICE_KEY: 'k',
      CHEQUE_SERVICE_SECRET: 's',
    });
    expect(cheques.status()).toEqual({ configured: true, reason: null });
    expect(cheques.service()).toBeInstanceOf(CheckbookChequeService);
  });

  it('reads the timeout, 10 s by default, and refuses a URL that is not one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cd-cheques-'));
    expect(loadConfig({ DATA_DIR: dir }).chequeService).toEqual({
      url: null,
      key: null,
      secret: null,
      timeoutMs: 10_000,
    });
    expect(loadConfig({ DATA_DIR: dir, CHEQUE_SERVICE_TIMEOUT_MS: '500' }).chequeService.timeoutMs).toBe(500);
    expect(() => loadConfig({ DATA_DIR: dir, CHEQUE_SERVICE_URL: 'not a url' })).toThrow(
      /CHEQUE_SERVICE_URL/,
    );
  });
});
