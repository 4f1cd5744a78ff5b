import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// Importing it loads nothing yet, which the first test below checks along with every other module.
import { loadNodeHid, loadSerialPort } from './native-modules';

// Watches Node itself load code: every CommonJS module lands in the require cache (ES imports of a
// CommonJS package too), and every native binary goes through process.dlopen.
const requireCache = createRequire(__filename).cache;
const NATIVE_PACKAGE =
  /[\\/]node_modules[\\/](node-hid|serialport|@serialport[\\/][^\\/]+|pdf-to-printer)[\\/]/;
const loadedNativePackages = () => Object.keys(requireCache).filter((file) => NATIVE_PACKAGE.test(file));

const openedBinaries: string[] = [];
const realDlopen = process.dlopen;
beforeAll(() => {
  process.dlopen = (...args: Parameters<typeof process.dlopen>) => {
    openedBinaries.push(args[1]);
    return realDlopen.apply(process, args);
  };
});
afterAll(() => {
  process.dlopen = realDlopen;
});

/** Every module of the main process except the Electron entry, which needs Electron's runtime (packaging.test.ts bundles it). */
function mainProcessModules(): string[] {
  const mainDir = path.resolve(__dirname, '..');
  return readdirSync(mainDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'electron-main.ts')
    .map((file) => path.join(mainDir, file));
}

describe('the native hardware modules', () => {
  it('are not loaded by importing any main-process module', async () => {
    const modules = mainProcessModules();
    expect(modules).toContain(path.resolve(__dirname, 'native-modules.ts'));

    for (const file of modules) await import(file);

    expect(loadedNativePackages()).toEqual([]);
    expect(openedBinaries.filter((file) => NATIVE_PACKAGE.test(file))).toEqual([]);
  });

  it('load on first use, once', async () => {
    const hid = await loadNodeHid();
    const serial = await loadSerialPort();

    expect(typeof hid.devices).toBe('function');
    expect(typeof serial.SerialPort).toBe('function');
    expect(await loadNodeHid()).toBe(hid);
    // The check above can see a load: node-hid's code is in the cache, serialport's binary was opened.
    expect(loadedNativePackages().some((file) => file.includes('node-hid'))).toBe(true);
    expect(openedBinaries.some((file) => /bindings-cpp.*\.node$/.test(file))).toBe(true);
  });
});
