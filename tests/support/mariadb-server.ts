import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createConnection } from 'mysql2/promise';

const run = promisify(execFile);

export interface MariaDbServer {
  /** mysql://user:password@127.0.0.1:port/ — append a database name. */
  baseUrl: string;
  port: number;
  stop(): Promise<void>;
}

/** How often to check whether a starting mariadbd accepts connections yet. */
const START_POLL_MS = 200;

const BINARY_DIRS = ['/usr/sbin', '/usr/bin', '/usr/local/sbin', '/usr/local/bin'];

function findBinary(name: string): string {
  const found = BINARY_DIRS.map((dir) => join(dir, name)).find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      `${name} not found. Install MariaDB: sudo apt-get install -y mariadb-server (or run npm test as root on Debian)`,
    );
  }
  return found;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * A throwaway MariaDB in a temp directory, from the system's mariadbd: the tests' real MySQL-family
 * server. Durability is traded for speed (it is deleted afterwards); nothing else is changed. The
 * buffer pool is MariaDB's default 128M unless a benchmark sizes it for its data, as a production
 * server would be.
 */
export async function startMariaDb(options: { bufferPoolSize?: string } = {}): Promise<MariaDbServer> {
  const mariadbd = findBinary('mariadbd');
  const installDb = findBinary('mariadb-install-db');
  const dir = await mkdtemp(join(tmpdir(), 'consigndesk-mariadb-'));
  const dataDir = join(dir, 'data');
  const socket = join(dir, 'mysqld.sock');
  // Its own temporary directory: in the shared /tmp, internal temporary tables (a large GROUP BY's)
  // were once removed under a running server by another process's clean-up, failing a benchmark.
  const tempDir = join(dir, 'tmp');
  await mkdir(tempDir);
  const isRoot = process.getuid?.() === 0;
  const userArgs = isRoot ? ['--user=root'] : [];

  await run(installDb, [
    '--no-defaults',
    `--datadir=${dataDir}`,
    '--auth-root-authentication-method=normal',
    '--skip-test-db',
    ...userArgs,
  ]);

  const port = await freePort();
  const child: ChildProcess = spawn(
    mariadbd,
    [
      '--no-defaults',
      `--datadir=${dataDir}`,
      `--socket=${socket}`,
      `--port=${port}`,
      '--bind-address=127.0.0.1',
      `--pid-file=${join(dir, 'mysqld.pid')}`,
      `--tmpdir=${tempDir}`,
      '--skip-log-bin',
      `--innodb-buffer-pool-size=${options.bufferPoolSize ?? '128M'}`,
      '--innodb-flush-log-at-trx-commit=0',
      '--innodb-doublewrite=0',
      '--max-connections=500',
      ...userArgs,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`mariadbd exited (${child.exitCode}):\n${stderr.slice(-2000)}`);
    try {
      const admin = await createConnection({ socketPath: socket, user: 'root' });
      await admin.query("CREATE USER IF NOT EXISTS 'consigndesk'@'%' IDENTIFIED BY 'consigndesk'");
      await admin.query("GRANT ALL PRIVILEGES ON *.* TO 'consigndesk'@'%'");
      await admin.end();
      break;
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`mariadbd did not start: ${String(error)}\n${stderr.slice(-2000)}`);
      // Poll until the server accepts connections (bounded by the deadline above).
      await new Promise((resolve) => setTimeout(resolve, START_POLL_MS));
    }
  }

  return {
    baseUrl: `mysql://consigndesk:consigndesk@127.0.0.1:${port}/`,
    port,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A new, empty database on the server, for one test file (parallel-safe). */
export async function createDatabase(baseUrl: string, name: string): Promise<string> {
  const connection = await createConnection(baseUrl);
  await connection.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await connection.end();
  return `${baseUrl}${name}`;
}

export async function dropDatabase(baseUrl: string, name: string): Promise<void> {
  const connection = await createConnection(baseUrl);
  await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
  await connection.end();
}
