import { type LoggerService } from '@nestjs/common';
import { describe, expect, it } from 'vitest';
import { AppLogger } from './app-logger';

/** A logger that keeps what it is given, level first. */
function keeping(): LoggerService & { lines: unknown[][] } {
  const lines: unknown[][] = [];
  return {
    lines,
    log: (...args: unknown[]) => lines.push(['log', ...args]),
    error: (...args: unknown[]) => lines.push(['error', ...args]),
    warn: (...args: unknown[]) => lines.push(['warn', ...args]),
    debug: (...args: unknown[]) => lines.push(['debug', ...args]),
    verbose: (...args: unknown[]) => lines.push(['verbose', ...args]),
  };
}

describe('AppLogger', () => {
  it("leaves out Nest's own start-up lines and passes the app's", () => {
    const target = keeping();
    const logger = new AppLogger(target);
    logger.log('TypeOrmModule dependencies initialized', 'InstanceLoader');
    logger.log('Mapped {/api/payouts, GET} route', 'RouterExplorer');
    logger.log('Nest application successfully started', 'NestApplication');
    logger.log('Mail to ada@shop.test "Reset your password" saved to /data/mail/1.eml', 'Mail');
    logger.debug('a detail', 'Jobs');
    expect(target.lines).toEqual([
      ['log', 'Mail to ada@shop.test "Reset your password" saved to /data/mail/1.eml', 'Mail'],
      ['debug', 'a detail', 'Jobs'],
    ]);
  });

  it("passes every warning and error, Nest's own too", () => {
    const target = keeping();
    const logger = new AppLogger(target);
    logger.warn('a route is shadowed', 'RouterExplorer');
    logger.error('Claiming jobs failed (1 in a row)', 'Jobs');
    logger.fatal('out of memory', 'NestApplication');
    expect(target.lines).toEqual([
      ['warn', 'a route is shadowed', 'RouterExplorer'],
      ['error', 'Claiming jobs failed (1 in a row)', 'Jobs'],
      ['error', 'out of memory', 'NestApplication'],
    ]);
  });
});
