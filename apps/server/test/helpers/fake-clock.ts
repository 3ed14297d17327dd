import type { Clock } from '../../src/platform/clock';

/** A clock tests move by hand (idle and absolute timeouts, timestamp windows). */
export class FakeClock implements Clock {
  constructor(private ms: number) {}
  now(): number {
    return this.ms;
  }
  advance(ms: number): void {
    this.ms += ms;
  }
}
