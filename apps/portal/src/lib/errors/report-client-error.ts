/** What is known about where a client error happened. */
export interface ClientErrorContext {
  /** The app path (below /cv3) of the page that failed. */
  path?: string;
}

/**
 * The one place a client-side error is reported: a screen that threw, a failed render of the frame. Today the
 * browser console is its log; the server's client-error log is the second sink once its endpoint exists (the
 * server round of issue 9), behind this same signature, so no caller changes then.
 */
export function reportClientError(error: unknown, context: ClientErrorContext = {}): void {
  console.error('[页面异常]', context.path ?? '', error);
}
