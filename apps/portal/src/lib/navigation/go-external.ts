/** Leaves the app for an already validated external address (one place, so tests can observe it). */
export function goExternal(url: string): void {
  window.location.assign(url);
}
