import { describe, expect, it } from 'vitest';
import {
  createSystemPrinterDriver,
  parseDefaultQueue,
  parseDescriptions,
  parseJobIds,
  parseQueueNames,
  parseQueueState,
  parseRequestId,
} from './system-printer.driver';

// What CUPS 2.4's commands print in the C locale (taken from a real scheduler; the spooler tests in
// system-printer.cups.device.test.ts run the commands themselves).

describe('reading CUPS', () => {
  it('lists the queues and the default one', () => {
    expect(parseQueueNames('ConsignDeskPDF\nZebra_ZD421\n\n')).toEqual(['ConsignDeskPDF', 'Zebra_ZD421']);
    expect(parseDefaultQueue('system default destination: Zebra_ZD421\n')).toBe('Zebra_ZD421');
    expect(parseDefaultQueue('no system default destination\n')).toBeUndefined();
  });

  it('reads each queue’s description', () => {
    const stdout = [
      'printer ConsignDeskPDF is idle.  enabled since Thu Nov 26 07:31:39 2026',
      '\tForm mounted:',
      '\tDescription: Back office laser',
      '\tAlerts: none',
      'printer Zebra_ZD421 is idle.  enabled since Thu Nov 26 07:31:39 2026',
      '\tDescription: ',
      '',
    ].join('\n');

    expect(parseDescriptions(stdout)).toEqual(new Map([['ConsignDeskPDF', 'Back office laser']]));
  });

  it.each([
    [
      'idle',
      'printer Q is idle.  enabled since Thu Nov 26 07:31:39 2026\n',
      'Q accepting requests since Thu\n',
      { status: 'connected' },
    ],
    [
      'printing',
      'printer Q now printing Q-4.  enabled since Thu Nov 26 07:31:39 2026\n',
      'Q accepting requests since Thu\n',
      { status: 'connected', reason: 'Printing' },
    ],
    [
      'stopped with a reason',
      'printer Q disabled since Thu Nov 26 07:32:01 2026 -\n\tPaper jam\n',
      'Q accepting requests since Thu\n',
      { status: 'error', reason: 'Stopped: Paper jam' },
    ],
    [
      'stopped without one',
      'printer Q disabled since Thu Nov 26 07:32:01 2026 -\n\treason unknown\n',
      'Q accepting requests since Thu\n',
      { status: 'error', reason: 'Stopped' },
    ],
    [
      'refusing jobs',
      'printer Q is idle.  enabled since Thu Nov 26 07:31:39 2026\n',
      'Q not accepting requests since Thu Nov 26 07:32:01 2026 -\n\tFull\n',
      { status: 'error', reason: 'Not accepting jobs: Full' },
    ],
  ])('reads a queue %s', (_label, printer, accepting, reading) => {
    expect(parseQueueState(printer, accepting)).toEqual(reading);
  });

  it('reads the job id lp answers and the completed jobs', () => {
    expect(parseRequestId('request id is ConsignDeskPDF-12 (1 file(s))\n')).toBe('ConsignDeskPDF-12');
    expect(parseRequestId('')).toBeUndefined();
    expect(
      parseJobIds(
        'ConsignDeskPDF-1        root              2048   Thu Nov 26 07:31:49 2026\nConsignDeskPDF-12 root 1 x\n',
      ),
    ).toEqual(new Set(['ConsignDeskPDF-1', 'ConsignDeskPDF-12']));
  });
});

describe('a PC without CUPS', () => {
  it('says so, rather than that a queue is missing', async () => {
    const driver = createSystemPrinterDriver({ env: { PATH: '/nonexistent' }, platform: 'linux' });

    await expect(driver.listQueues()).rejects.toThrow('CUPS is not installed on this PC (no lpstat).');
    expect(
      await driver.status({ kind: 'system-printer', queue: 'Office_Laser', language: 'pdf' }, 'now'),
    ).toEqual({
      status: 'disconnected',
      reason: 'CUPS is not installed on this PC (no lpstat).',
    });
  });
});
