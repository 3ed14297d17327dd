/**
 * Single-flight 401/403 handling (design.md §4): however many calls fail at once, the host is told once.
 * The gate opens again after a new token is set (a fresh login).
 */
export class UnauthorizedGate {
  private fired = false;
  constructor(private readonly notify: ((returnTo: string) => void) | undefined) {}

  trigger(returnTo: () => string): void {
    if (this.fired) return;
    this.fired = true;
    this.notify?.(returnTo());
  }

  reset(): void {
    this.fired = false;
  }
}
