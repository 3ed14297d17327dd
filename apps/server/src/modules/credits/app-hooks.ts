import type { AppRow } from './application.repo';
import type { LedgerContext } from './ledger-context';

/**
 * Steps of the application machine that belong to another module (financing: the invoices freed when an application
 * ends, the funding itself), run inside the transition's transaction. The composition root wires them once
 * (build-app.ts); a transition that needs an unwired hook fails rather than skipping it.
 */
export type AppHookName = 'FINANCE_END' | 'FINANCE_FUND' | 'BUYER_PAID_START';
export type AppHook = (ctx: LedgerContext, app: AppRow) => Promise<void>;

const hooks = new Map<AppHookName, AppHook>();

export function setAppHooks(wired: Readonly<Record<AppHookName, AppHook>>): void {
  for (const [name, hook] of Object.entries(wired) as Array<[AppHookName, AppHook]>) hooks.set(name, hook);
}

export async function runAppHook(ctx: LedgerContext, app: AppRow, name: AppHookName): Promise<void> {
  const hook = hooks.get(name);
  if (!hook) throw new Error(`application hook ${name} is not wired`);
  await hook(ctx, app);
}
