/** The server's time source; tests inject a fake one to move through idle and absolute timeouts. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
