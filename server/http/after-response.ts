/**
 * Work a call does after its answer has gone out (forgot-password's mail, so a known address
 * answers as fast as an unknown one). Each task starts on the next turn of the event loop, once the
 * handler has returned; its failure is logged, never thrown. `idle()` waits for every task started
 * so far (and those they start): tests read the outbox after it, and a shutdown should await it
 * before closing the database.
 */
export class AfterResponse {
  private readonly pending = new Set<Promise<void>>();

  run(label: string, task: () => Promise<void>): void {
    const running = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((error: unknown) => console.error(`${label} failed after the answer:`, error))
      .finally(() => this.pending.delete(running));
    this.pending.add(running);
  }

  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending);
  }
}
