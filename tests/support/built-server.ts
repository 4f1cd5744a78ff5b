import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const REPO_ROOT = resolve(__dirname, '..', '..');
export const BUILT_MAIN = join(REPO_ROOT, 'dist', 'api', 'api', 'src', 'main.js');

export function assertBuilt(): void {
  if (!existsSync(BUILT_MAIN)) throw new Error(`${BUILT_MAIN} is missing: run npm run build first`);
}

export interface RunningServer {
  child: ChildProcessWithoutNullStreams;
  output(): string;
  /** Resolves when the output contains `text`; rejects if the process exits first or time runs out. */
  waitFor(text: string | RegExp, timeoutMs?: number): Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts the built product exactly as `npm start` does after building. */
export function startBuiltServer(env: Record<string, string>): RunningServer {
  assertBuilt();
  const child = spawn(process.execPath, [BUILT_MAIN], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      ...env,
    },
  });
  let output = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolveExit) =>
    child.once('exit', (code, signal) => {
      resolveExit({ code, signal });
      for (const listener of listeners) listener();
    }),
  );
  return {
    child,
    output: () => output,
    exited,
    waitFor(text, timeoutMs = 30_000) {
      return new Promise((resolveWait, reject) => {
        const matches = () => (typeof text === 'string' ? output.includes(text) : text.test(output));
        const timer = setTimeout(
          () => done(new Error(`timed out waiting for ${String(text)}; output:\n${output}`)),
          timeoutMs,
        );
        const check = () => {
          if (matches()) done();
          else if (child.exitCode !== null)
            done(new Error(`server exited (${child.exitCode}) before ${String(text)}:\n${output}`));
        };
        const done = (error?: Error) => {
          clearTimeout(timer);
          listeners.delete(check);
          if (error) reject(error);
          else resolveWait();
        };
        listeners.add(check);
        check();
      });
    },
  };
}
