import { CLIENT_ERROR_LIMITS, clientErrorEndpoints, scrubClientText } from '@scf/api/contract';
import type { ClientErrorReport } from '@scf/api/contract';
import { runningEntry } from '../build-version';

/** What sending a report needs of the API client (the app's `ApiClient` is one). */
export interface ErrorReportClient {
  /** Null when nobody is signed in: a visitor's report is not sent (the endpoint needs a login). */
  getToken(): string | null;
  call(endpoint: typeof clientErrorEndpoints.report, input: { body: ClientErrorReport }): Promise<unknown>;
}

/** What is known about where a client error happened. */
export interface ClientErrorContext {
  /** The app path (below /cv3) of the page that failed. */
  path?: string;
  /** Sends the report to the server's log; without one (or when nobody is signed in) only the console has it. */
  client?: ErrorReportClient;
  /** The running build; the hashed entry script by default ('dev' when there is none). */
  build?: string;
}

/**
 * The report of an error as it leaves the browser: name, message, the top of the stack, the app path without its
 * query (which may carry ids), the build — bounded and with digit runs and e-mail addresses masked, so nothing
 * personal goes to the log (the server scrubs again).
 */
export function clientErrorReport(error: unknown, path: string, build: string): ClientErrorReport {
  const L = CLIENT_ERROR_LIMITS;
  const e = error instanceof Error ? error : new Error(String(error));
  return {
    name: scrubClientText(e.name, L.name),
    message: scrubClientText(e.message, L.message),
    path: scrubClientText(path.split(/[?#]/)[0] ?? '', L.path),
    build: scrubClientText(build, L.build),
    ...(e.stack ? { stack: scrubClientText(e.stack, L.stack) } : {}),
  };
}

/**
 * The one place a client-side error is reported: a screen that threw, a failed render of the frame. The browser
 * console has it, and a signed-in tab sends it to `POST /v1/sys/client-errors` (the server's log); a failed report
 * is dropped, never reported again.
 */
export function reportClientError(error: unknown, context: ClientErrorContext = {}): void {
  console.error('[页面异常]', context.path ?? '', error);
  const { client } = context;
  if (!client || client.getToken() === null) return;
  const body = clientErrorReport(error, context.path ?? '', context.build ?? runningEntry() ?? 'dev');
  client.call(clientErrorEndpoints.report, { body }).catch(() => undefined);
}
