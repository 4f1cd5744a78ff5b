import 'reflect-metadata';
import { createApp } from './app.factory';
import { ConfigError, loadConfig } from './config/app-config';
import { DatabaseConnectError, describeDatabase, openDatabase } from './database/data-source';
import { seedDemoStore } from './database/seed/demo-seed';

/** How long requests in flight get to finish after SIGINT/SIGTERM before their connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

/** One clear line and exit code 1: what a shop owner reads when the configuration is wrong. */
function fail(message: string): never {
  process.stderr.write(`ConsignDesk cannot start: ${message}\n`);
  process.exit(1);
}

async function bootstrap(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(`configuration: ${error.message}`);
    throw error;
  }

  let dataSource;
  try {
    dataSource = await openDatabase(config.database);
  } catch (error) {
    if (error instanceof DatabaseConnectError) fail(error.message);
    throw error;
  }
  const app = await createApp(config, dataSource);
  // After the app is built: the seed writes through its services (the inventory engine, the upload
  // storage), before anyone can sign in.
  const demo = config.seedDemo ? await seedDemoStore(app, config.demoAdmin) : null;
  try {
    // Fastify's own listen: the app is initialised already, and a failure here is reported below
    // in one line instead of Nest's logged stack.
    await app.getHttpAdapter().getInstance().listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close().catch(() => undefined);
    const code = (error as { code?: string }).code;
    if (code === 'EADDRINUSE')
      fail(`port ${config.port} is already in use; stop the other program or set PORT to a free port`);
    if (code === 'EACCES')
      fail(`not allowed to listen on port ${config.port}; set PORT to a port above 1024`);
    throw error;
  }

  const url = `http://localhost:${config.port}`;
  const lines = [
    '',
    `ConsignDesk is running on ${describeDatabase(config.database)}`,
    `  Open ${url}`,
    `  API docs ${url}/api/docs`,
    config.smtpUrl
      ? '  Mail is sent over SMTP'
      : `  Mail is written to ${config.mailDir} (set SMTP_URL to send it)`,
    config.jobs.worker
      ? '  Background jobs run in this process'
      : '  Background jobs are left to other processes (JOBS_WORKER=false)',
  ];
  if (demo?.seeded) {
    const { milliseconds, steps } = demo.seeded;
    lines.push(
      `  Demo store seeded in ${(milliseconds / 1000).toFixed(1)} s: ${steps.map((step) => step.made).join('; ')}`,
    );
  }
  if (demo) {
    lines.push(
      demo.password
        ? `  Demo login (store "${demo.storeHandle}"): ${demo.email} / ${demo.password}`
        : `  Demo login (store "${demo.storeHandle}"): ${demo.email} (password changed since seeding)`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);

  // Stop cleanly and exit 0. A second signal while stopping exits at once.
  let isStopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (isStopping) process.exit(1);
    isStopping = true;
    process.stdout.write(`Received ${signal}, stopping ConsignDesk...\n`);
    // First the HTTP server: no new connections, and requests in flight finish with the database
    // still open. Then Nest's shutdown hooks, which close the database. (app.close() alone runs the
    // hooks before it closes the server, so a request in flight would lose its database.)
    const server = app.getHttpAdapter().getInstance();
    // A client that never finishes reading must not hold the shutdown forever.
    setTimeout(() => server.server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
    server
      .close()
      .then(() => app.close())
      .then(() => {
        process.stdout.write('ConsignDesk stopped.\n');
        process.exit(0);
      })
      .catch((error: unknown) => fail(`error while stopping: ${String(error)}`));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

bootstrap().catch((error: unknown) => {
  fail(error instanceof Error ? error.message : String(error));
});
