/**
 * The client's estimate of the server clock (security.md §1.8). The server rejects timestamps more than 300 s
 * away from its own clock, so a user whose PC clock is off would fail every call; the offset learned from
 * `X-Server-Time` corrects for that.
 */
export class ServerClock {
  private offset = 0;
  private learned = false;
  constructor(private readonly localNow: () => number) {}

  /** Milliseconds since the epoch on the server's clock, as far as we know it. */
  now(): number {
    return this.localNow() + this.offset;
  }

  get offsetMs(): number {
    return this.offset;
  }

  get hasLearned(): boolean {
    return this.learned;
  }

  /** Adopt the server time of a response header; ignores absent or malformed values. */
  learn(serverTimeHeader: string | null): boolean {
    if (serverTimeHeader === null || !/^\d{1,16}$/.test(serverTimeHeader.trim())) return false;
    this.offset = Number(serverTimeHeader.trim()) - this.localNow();
    this.learned = true;
    return true;
  }
}
