/**
 * Refusals this instance has already read from the database, kept until they end, so a flood of
 * refused calls is answered without a query each (on the embedded database every query runs on
 * the one JavaScript thread, and a flood of them would hold up every other user's calls). The
 * database stays the one source of the limits: an entry is only ever a copy of a wait the
 * database gave, and ends when that wait ends. Bounded, so a flood of distinct keys cannot grow it.
 */
export class KnownRefusals {
  private readonly until = new Map<string, number>();

  /**
   * `answerDelayMs`: how long the answer to a refusal already known is held back. A client that
   * goes on after its 429 is a script; holding its answer (a timer, nothing else) slows a flood of
   * them to `connections / delay` a second, so it cannot crowd out everyone else's calls.
   */
  constructor(private readonly answerDelayMs = 0, private readonly capacity = 10_000) {}

  /** Waits out the answer delay (see the constructor). */
  async holdAnswer(): Promise<void> {
    if (this.answerDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.answerDelayMs));
  }

  /** Milliseconds the remembered refusal still lasts; 0 when none is known. */
  remaining(key: string, nowMs: number): number {
    const end = this.until.get(key);
    if (end === undefined) return 0;
    if (end > nowMs) return end - nowMs;
    this.until.delete(key);
    return 0;
  }

  remember(key: string, nowMs: number, waitMs: number): void {
    if (waitMs <= 0) return;
    if (!this.until.has(key) && this.until.size >= this.capacity) {
      const oldest = this.until.keys().next().value;
      if (oldest !== undefined) this.until.delete(oldest);
    }
    this.until.set(key, nowMs + waitMs);
  }
}
