import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { integer, is, object, string, type Infer } from 'superstruct';

/*
 * `$DATA_DIR/server.json`: written by a server on the embedded database while it runs, so that the
 * operator's admin command knows the database is taken and where to send its command instead.
 */

const ServerFile = object({ pid: integer(), port: integer(), adminOrigin: string() });
export type ServerFile = Infer<typeof ServerFile>;

export const serverFilePath = (dataDir: string) => join(dataDir, 'server.json');

/** The loopback origin reaching a server bound to `address` (IPv6 loopback only when bound to it alone). */
export const adminOrigin = (address: string, port: number) =>
  address === '::1' ? `http://[::1]:${port}` : `http://127.0.0.1:${port}`;

export function writeServerFile(dataDir: string, address: string, port: number): void {
  const file: ServerFile = { pid: process.pid, port, adminOrigin: adminOrigin(address, port) };
  writeFileSync(serverFilePath(dataDir), `${JSON.stringify(file)}\n`, { mode: 0o600 });
}

/** Removes the file if this process wrote it (a server started since may have written its own). */
export function removeServerFile(dataDir: string): void {
  if (readServerFile(dataDir)?.pid === process.pid) rmSync(serverFilePath(dataDir), { force: true });
}

function readServerFile(dataDir: string): ServerFile | null {
  try {
    const parsed: unknown = JSON.parse(readFileSync(serverFilePath(dataDir), 'utf8'));
    return is(parsed, ServerFile) ? parsed : null;
  } catch {
    return null;
  }
}

/** The server running on this DATA_DIR, or null: no file, or one left by a server that was killed. */
export function runningServer(dataDir: string): ServerFile | null {
  const file = readServerFile(dataDir);
  return file && isAlive(file.pid) ? file : null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
