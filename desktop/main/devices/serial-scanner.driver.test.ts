import { describe, expect, it } from 'vitest';
import { loadSerialPort } from './native-modules';
import { createSerialScannerDriver } from './serial-scanner.driver';

// Where the driver looks for a configured port. Opening and reading ports against real ptys is
// serial-scanner.device.test.ts.
const driver = createSerialScannerDriver(loadSerialPort);
const config = { kind: 'serial-scanner' as const, path: 'COM3', baudRate: 9600 };

describe('the serial scanner driver', () => {
  it('finds a port by its path where ports are files', () => {
    const plugged = { hid: undefined, pathExists: (path: string) => path === '/dev/ttyACM0' };

    expect(driver.find({ ...config, path: '/dev/ttyACM0' }, plugged)).toMatchObject({ type: 'found' });
    expect(driver.find({ ...config, path: '/dev/ttyUSB0' }, plugged)).toMatchObject({
      type: 'absent',
      reason: '/dev/ttyUSB0 is not there: plug the scanner in, or choose its port again.',
    });
  });

  it('finds a Windows port in the listed ports, whatever its case', () => {
    const plugged = { hid: undefined, pathExists: () => false, serialPorts: new Set(['COM3']) };

    expect(driver.find({ ...config, path: 'com3' }, plugged)).toMatchObject({ type: 'found', path: 'com3' });
    expect(driver.find({ ...config, path: 'COM4' }, plugged)).toMatchObject({ type: 'absent' });
  });

  it('cannot tell when the ports could not be listed', () => {
    const plugged = { hid: undefined, pathExists: () => true, serialPorts: new Error('no driver') };

    expect(driver.find(config, plugged)).toEqual({
      type: 'unknown',
      reason: 'Could not list the serial ports: no driver',
    });
  });
});
