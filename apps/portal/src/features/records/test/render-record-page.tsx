import type { ComponentType } from 'react';
import { creditEndpoints } from '@scf/api/contract';
import { createMockTransport } from '@scf/signing';
import { renderScreen, testAuth } from '../../../test/render-screen';

export interface RecordPageSetup {
  at: string;
  /** What each credit endpoint answers (by its contract name), or a function of the call's input. */
  server?: Partial<Record<keyof typeof creditEndpoints, unknown>>;
  permissions?: readonly string[];
  /** Answers of other endpoints, by path. */
  paths?: Record<string, unknown>;
}

/** Render a records screen over the mock transport, which checks inputs and answers against the contract. */
export function renderRecordPage(Page: ComponentType, setup: RecordPageSetup) {
  const routes = Object.fromEntries(
    Object.entries(setup.server ?? {}).map(([name, answer]) => [creditEndpoints[name as keyof typeof creditEndpoints].path, answer]),
  );
  const transport = createMockTransport({ ...routes, ...setup.paths });
  const view = renderScreen(Page, { at: setup.at, client: transport, auth: testAuth({ permissions: setup.permissions ?? ['/credit/sign-html'] }) });
  const sent = (path: string) => transport.calls.filter((c) => c.path === path).map((c) => c.body);
  return { ...view, transport, sent };
}
