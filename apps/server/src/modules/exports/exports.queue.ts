import type { Queryable } from '../../platform/db/db';
import { runExport } from './exports.runner';
import { takeQueued } from './exports.repo';

/**
 * The in-process queue of export jobs: one worker per database, running queued jobs one after another in the
 * background (the machine's cores serve requests first). A kick while it drains makes it look once more.
 */
export class ExportQueue {
  private running: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly db: Queryable,
    /** The clock of the latest kick (a request's server clock, or the sweep's instant). */
    public now: () => number,
  ) {}

  kick(): void {
    this.again = true;
    if (this.running) return;
    this.running = this.drain()
      .catch(() => undefined)
      .finally(() => {
        this.running = null;
        if (this.again) this.kick();
      });
  }

  /** Resolves when nothing is queued or running (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    while (this.again) {
      this.again = false;
      for (let row = await takeQueued(this.db); row; row = await takeQueued(this.db)) await runExport(this.db, row, () => this.now());
    }
  }
}

const queues = new WeakMap<object, ExportQueue>();

/** The queue of a database, keeping the caller's clock. */
export function exportQueue(db: Queryable, now: () => number): ExportQueue {
  const queue = queues.get(db) ?? new ExportQueue(db, now);
  queue.now = now;
  queues.set(db, queue);
  return queue;
}
