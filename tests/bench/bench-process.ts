import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

/**
 * Runs one bench script in a process of its own (`tsx <script> --json`, its stderr shown as it runs)
 * and answers what it printed, or why it could not run: run-bench.ts measures the counter app's and
 * the renderers' goals apart from the server it loads.
 */
export function runBenchScript(root: string, tsconfig: string, script: string): Promise<string | Error> {
  return new Promise<string>((resolveRun, reject) => {
    const child = spawn(
      process.execPath,
      [resolve(root, 'node_modules/tsx/dist/cli.mjs'), '--tsconfig', tsconfig, script, '--json'],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolveRun(stdout) : reject(new Error(`exited with ${code}`)),
    );
  }).catch((error: unknown) => error as Error);
}
