import { startChequeService } from './cheque-service';

/*
 * npm run cheque-service: the local cheque service on CHEQUE_SERVICE_PORT (default 4010), for the
 * demo store and the screens' walks. It prints the environment to start the API with; Ctrl-C stops it.
 */
async function main(): Promise<void> {
  const service = await startChequeService({
    port: Number(process.env.CHEQUE_SERVICE_PORT ?? 4010),
    host: process.env.CHEQUE_SERVICE_HOST ?? '127.0.0.1',
  });
  const env = Object.entries(service.env)
    .map(([name, value]) => `${name}=${value}`)
    .join(' ');
  console.log(`Local cheque service on ${service.url} (faults: POST ${service.url}/__admin/faults)`);
  console.log(`Start the API against it:\n  ${env} npm start`);
  const stop = () => void service.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

void main();
