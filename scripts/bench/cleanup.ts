/**
 * What the bench leaves behind (the server process, Chromium, temp directories, a PostgreSQL
 * database) is undone here, newest first, whether the run ends, fails or is interrupted: each
 * step registers its undo as soon as the thing exists, so a Ctrl-C at any point leaves nothing.
 */
type Undo = { what: string; run: () => Promise<void> | void };

const undos: Undo[] = [];
let running: Promise<void> | null = null;
let signalled = false;

/** True once a signal asked the bench to stop: what then fails (a browser closed under a run) is no news. */
export const stopRequested = (): boolean => signalled;

/** Registers `run` to undo `what`; the returned function runs it now (once) and forgets it. */
export function onCleanup(what: string, run: Undo['run']): () => Promise<void> {
  const undo: Undo = { what, run };
  undos.push(undo);
  return async () => {
    const index = undos.indexOf(undo);
    if (index < 0) return;
    undos.splice(index, 1);
    await undo.run();
  };
}

/** Runs every registered undo, newest first; one that fails is reported and the rest still run. */
export function cleanUp(): Promise<void> {
  running ??= (async () => {
    while (undos.length > 0) {
      const undo = undos.pop() as Undo;
      try {
        await undo.run();
      } catch (error) {
        console.error(`cleanup: could not ${undo.what}:`, error instanceof Error ? error.message : error);
      }
    }
  })();
  return running;
}

/**
 * Ctrl-C or a kill: clean up, then exit with the signal's conventional code. A second signal
 * while cleaning up exits at once (the children got the terminal's signal themselves).
 */
export function cleanUpOnSignals(): void {
  for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]] as const) {
    process.on(signal, () => {
      if (running) process.exit(code);
      signalled = true;
      console.error(`\n${signal}: stopping the bench and cleaning up...`);
      void cleanUp().finally(() => process.exit(code));
    });
  }
}
