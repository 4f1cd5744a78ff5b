import { createServer, type Server, type Socket } from 'node:net';

/**
 * A stand-in for a Zebra on the network, for the tests: a TCP listener on 127.0.0.1 that keeps every
 * byte each connection sent and answers `~HS` with the host status it is given (or stays silent).
 * Label bytes are what a connection sent apart from the `~HS` request.
 */
export interface ZplListener {
  readonly port: number;
  /** What each connection sent, without the `~HS` requests, once it ended. */
  readonly jobs: Buffer[];
  /** Resolves with the next connection's bytes once it ends. */
  nextJob(): Promise<Buffer>;
  close(): Promise<void>;
}

const STX = '\x02';
const ETX = '\x03';

/** A `~HS` answer (three framed strings) with the given flags set. */
export function hostStatusAnswer(
  flags: { paperOut?: boolean; paused?: boolean; headOpen?: boolean } = {},
): string {
  const bit = (value?: boolean) => (value ? '1' : '0');
  const first = `030,${bit(flags.paperOut)},${bit(flags.paused)},1218,000,0,0,0,000,0,0,0`;
  const second = `000,0,${bit(flags.headOpen)},0,0,2,4,0,00000000,1,000`;
  const third = '1234,0';
  return [first, second, third].map((text) => `${STX}${text}${ETX}\r\n`).join('');
}

export async function startZplListener(answer: string | null): Promise<ZplListener> {
  const jobs: Buffer[] = [];
  const waiting: ((job: Buffer) => void)[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    const chunks: Buffer[] = [];
    let answered = false;
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (!answered && answer !== null && Buffer.concat(chunks).includes('~HS')) {
        answered = true;
        socket.write(answer);
      }
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      sockets.delete(socket);
      const job = Buffer.from(Buffer.concat(chunks).toString('latin1').replace('~HS', ''), 'latin1');
      jobs.push(job);
      waiting.shift()?.(job);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The listener has no port.');
  return {
    port: address.port,
    jobs,
    nextJob: () => new Promise((resolve) => waiting.push(resolve)),
    close: () =>
      new Promise((resolve) => {
        sockets.forEach((socket) => socket.destroy());
        server.close(() => resolve());
      }),
  };
}

/** A port on 127.0.0.1 where nothing listens (taken from the system, then freed). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('No port.');
  return address.port;
}
