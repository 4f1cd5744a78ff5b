import { execFile, spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A CUPS scheduler of the tests' own: its ServerRoot, spool, cache, logs and socket under a temp
 * folder, never the system's spooler (whose queues and jobs are the machine's). Commands reach it
 * through `env` (`CUPS_SERVER` is its socket).
 *
 * The virtual PDF printer is cups-pdf, whose backend must run as root (its file is mode 0700, which
 * is how cupsd knows to run it as root) and reads its configuration only from /etc/cups, a path built
 * into it: a queue whose device URI is `cups-pdf:/NAME` reads /etc/cups/cups-pdf-NAME.conf. The tests
 * write one such file with a unique NAME, pointing the output at the temp folder, and remove it when
 * they stop. So this needs root (the test run's user on CI) and the cups and cups-pdf packages
 * (tests/support/ensure-system.mjs).
 */
export interface PrivateCups {
  readonly env: NodeJS.ProcessEnv;
  readonly dir: string;
  /** Where cups-pdf writes the PDFs it printed. */
  readonly outputDir: string;
  /** Adds a cups-pdf queue. */
  addPdfQueue(queue: string): Promise<void>;
  /** Adds a raw queue that sends jobs untouched to a TCP port on 127.0.0.1 (a network Zebra). */
  addRawQueue(queue: string, port: number): Promise<void>;
  /** Runs one of CUPS's admin commands (cupsdisable, cupsreject, …) against this scheduler. */
  admin(command: string, args: readonly string[]): Promise<void>;
  stop(): Promise<void>;
}

export const CUPS_PDF_PPD = '/usr/share/ppd/cups-pdf/CUPS-PDF_noopt.ppd';
const CUPS_PDF_BACKEND = '/usr/lib/cups/backend/cups-pdf';

/** Why this machine cannot run the CUPS tests, or undefined when it can. */
export function privateCupsUnavailable(): string | undefined {
  if (process.getuid?.() !== 0) return 'cups-pdf runs only under a root cupsd, and the tests are not root';
  for (const file of [
    '/usr/sbin/cupsd',
    '/usr/bin/lp',
    '/usr/sbin/lpadmin',
    CUPS_PDF_BACKEND,
    CUPS_PDF_PPD,
  ]) {
    if (!existsSync(file)) return `${file} is missing (node tests/support/ensure-system.mjs cups)`;
  }
  return undefined;
}

function waitForSocket(socket: string, cupsd: ChildProcess, log: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const check = () => {
      if (existsSync(socket)) return resolve();
      if (cupsd.exitCode !== null) return reject(new Error(`cupsd exited (${cupsd.exitCode}):\n${log()}`));
      if (Date.now() - started > 10_000) return reject(new Error(`cupsd did not open ${socket}:\n${log()}`));
      setTimeout(check, 50);
    };
    check();
  });
}

export async function startPrivateCups(): Promise<PrivateCups> {
  const dir = mkdtempSync(path.join(tmpdir(), 'consigndesk-cups-'));
  // cupsd runs filters as lp: they must reach the spool and temp folders under this one.
  chmodSync(dir, 0o755);
  for (const sub of ['spool', 'tmp', 'cache', 'state', 'log', 'out', 'ppd']) mkdirSync(path.join(dir, sub));
  chmodSync(path.join(dir, 'tmp'), 0o1777);
  chmodSync(path.join(dir, 'out'), 0o1777);
  const lpGroup = Number((await run('getent', ['group', 'lp'])).stdout.split(':')[2]);
  chownSync(path.join(dir, 'spool'), 0, lpGroup);
  chmodSync(path.join(dir, 'spool'), 0o710);
  const socket = path.join(dir, 'cups.sock');
  writeFileSync(
    path.join(dir, 'cupsd.conf'),
    [
      `Listen ${socket}`,
      'Browsing No',
      'WebInterface No',
      'LogLevel info',
      'DefaultAuthType None',
      '<Location />',
      '  Order allow,deny',
      '  Allow all',
      '</Location>',
      '<Policy default>',
      '  <Limit All>',
      '    Order deny,allow',
      '  </Limit>',
      '</Policy>',
      '',
    ].join('\n'),
  );
  writeFileSync(
    path.join(dir, 'cups-files.conf'),
    [
      `ServerRoot ${dir}`,
      `RequestRoot ${path.join(dir, 'spool')}`,
      `TempDir ${path.join(dir, 'tmp')}`,
      `CacheDir ${path.join(dir, 'cache')}`,
      `StateDir ${path.join(dir, 'state')}`,
      `ErrorLog ${path.join(dir, 'log', 'error_log')}`,
      `AccessLog ${path.join(dir, 'log', 'access_log')}`,
      `PageLog ${path.join(dir, 'log', 'page_log')}`,
      'User lp',
      'Group lp',
      'SystemGroup root',
      '',
    ].join('\n'),
  );
  const cupsd = spawn(
    'cupsd',
    ['-f', '-c', path.join(dir, 'cupsd.conf'), '-s', path.join(dir, 'cups-files.conf')],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  cupsd.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => cupsd.once('exit', () => resolve()));
  await waitForSocket(socket, cupsd, () => stderr);

  const env: NodeJS.ProcessEnv = { ...process.env, CUPS_SERVER: socket, LANG: 'C', LC_ALL: 'C' };
  const instanceConfigs: string[] = [];
  const lpadmin = (args: readonly string[]) => run('lpadmin', [...args], { env });
  return {
    env,
    dir,
    outputDir: path.join(dir, 'out'),
    async addPdfQueue(queue) {
      const instance = `consigndesk-test-${path.basename(dir)}-${queue}`.replace(/[^A-Za-z0-9_-]/g, '_');
      const config = `/etc/cups/cups-pdf-${instance}.conf`;
      writeFileSync(
        config,
        [
          `Out ${path.join(dir, 'out')}`,
          `AnonDirName ${path.join(dir, 'out')}`,
          `Spool ${path.join(dir, 'tmp', 'cups-pdf')}`,
          `Log ${path.join(dir, 'log')}`,
          '',
        ].join('\n'),
      );
      instanceConfigs.push(config);
      await lpadmin([
        '-p',
        queue,
        '-E',
        '-v',
        `cups-pdf:/${instance}`,
        '-P',
        CUPS_PDF_PPD,
        '-D',
        `${queue} (virtual PDF)`,
      ]);
    },
    async addRawQueue(queue, port) {
      await lpadmin(['-p', queue, '-E', '-v', `socket://127.0.0.1:${port}`, '-m', 'raw']);
    },
    async admin(command, args) {
      await run(command, [...args], { env });
    },
    async stop() {
      if (cupsd.exitCode === null && cupsd.signalCode === null) cupsd.kill('SIGTERM');
      await exited;
      for (const config of instanceConfigs) rmSync(config, { force: true });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The PDFs cups-pdf has written so far. */
export function printedPdfs(cups: PrivateCups): string[] {
  return readdirSync(cups.outputDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.pdf'))
    .map((file) => path.join(cups.outputDir, file));
}
