import type { PrinterReading } from './printer-driver';
import { hostStatusProblems, parseHostStatus } from './zpl-host-status';

/**
 * A ZPL printer's status from its `~HS` answer. One that says nothing within the time is still taken
 * as ready: many ZPL-compatible printers do not answer `~HS` (and a Zebra does not while out of
 * media or open, which its own light shows), and refusing them all would leave a shop unable to
 * print at all. The reason says the status is unknown.
 */
export function readingFromHostStatus(answer: Uint8Array, where: string): PrinterReading {
  const status = parseHostStatus(answer);
  if (!status) {
    return {
      status: 'connected',
      reason: `${where} did not report its status (~HS); check the printer's light before printing.`,
    };
  }
  const problems = hostStatusProblems(status);
  return problems.length > 0 ? { status: 'error', reason: problems.join(', ') } : { status: 'connected' };
}
