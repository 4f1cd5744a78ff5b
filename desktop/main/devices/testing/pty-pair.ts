import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/**
 * A serial cable with nothing in between: socat joins two pseudo-terminals, each under a stable link
 * name in `dir`. The device under test opens `devicePath` as its serial port; the test writes what a
 * scanner would send into `scannerPath`. Ending socat is pulling the cable: both links disappear.
 */
export interface PtyPair {
  readonly devicePath: string;
  readonly scannerPath: string;
  /** Ends socat and waits until it has gone (its links are removed by then). */
  unplug(): Promise<void>;
}

function waitForTransferLoop(socat: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      // socat -d -d says this once both ptys (and their links) exist.
      if (output.includes('starting data transfer loop')) {
        socat.stderr?.off('data', onData);
        resolve();
      }
    };
    socat.stderr?.on('data', onData);
    socat.once('exit', (code) =>
      reject(new Error(`socat exited (${code}) before the ptys were ready:\n${output}`)),
    );
    socat.once('error', reject);
  });
}

/** Starts socat with the pair's links under `dir` (the same names every time, as a replugged cable). */
export async function plugPtyPair(dir: string): Promise<PtyPair> {
  const devicePath = path.join(dir, 'scanner-port');
  const scannerPath = path.join(dir, 'scanner-end');
  const socat = spawn(
    'socat',
    ['-d', '-d', `pty,raw,echo=0,link=${devicePath}`, `pty,raw,echo=0,link=${scannerPath}`],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  await waitForTransferLoop(socat);
  const exited = new Promise<void>((resolve) => socat.once('exit', () => resolve()));
  return {
    devicePath,
    scannerPath,
    unplug: async () => {
      if (socat.exitCode === null && socat.signalCode === null) socat.kill('SIGTERM');
      await exited;
    },
  };
}
