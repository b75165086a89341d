import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

/** `server/main.ts` as its own process (as `npm run serve` runs it), on a free port of 127.0.0.1. */
export type ServerProcess = {
  child: ChildProcess;
  port: number;
  /** http://127.0.0.1:PORT */
  origin: string;
  output: () => string;
  /** Resolves when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

const root = new URL('../..', import.meta.url).pathname;

/**
 * Starts the server on the embedded database in `dataDir` (no JWT_SECRET, no SMTP: the outbox) and
 * resolves once it prints its address. Nothing of the test's own environment points it elsewhere.
 */
export function startServerProcess(dataDir: string, timeoutMs = 60_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: join(dataDir, 'no-build'),
      DATABASE_URL: '', JWT_SECRET: '', SMTP_URL: '', PUBLIC_URL: '', DEV_MAILBOX_PUBLIC: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start in time:\n${log}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      const port = /Portal running at \S+ \(port (\d+)\)/.exec(log)?.[1];
      if (!port) return;
      clearTimeout(timer);
      resolve({ child, port: Number(port), origin: `http://127.0.0.1:${port}`, output: () => log, exited });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before it started:\n${log}`));
    });
  });
}
