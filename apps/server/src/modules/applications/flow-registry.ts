import type { AppStatus, BizType } from '@scf/api/contract';
import type { AppAction, AppTransition, Facts, FlowDefinition, Pending } from './flow-definition';

/**
 * The business types the engine runs, installed once by the composition root from the module descriptors
 * (build-app.ts, and the test setup): one registry, one extension mechanism. A type whose module is not installed
 * is read-only (no buttons, no transitions).
 */
const FLOWS = new Map<BizType, FlowDefinition>();

export function installFlows(defs: readonly FlowDefinition[]): void {
  for (const def of defs) {
    const known = FLOWS.get(def.bizType);
    if (known && known !== def) throw new Error(`two flow definitions for ${def.bizType}`);
    for (const t of def.transitions) if (!t.name.startsWith(`${def.bizType}.`)) throw new Error(`${t.name} is not a transition of ${def.bizType}`);
    FLOWS.set(def.bizType, def);
  }
}

/** The definition of a business type; undefined when no installed module runs it. */
export const servedFlow = (biz: BizType): FlowDefinition | undefined => FLOWS.get(biz);

export function flowOf(biz: BizType): FlowDefinition {
  const def = FLOWS.get(biz);
  if (!def) throw new Error(`no flow definition is installed for ${biz}`);
  return def;
}

export const installedFlows = (): FlowDefinition[] => [...FLOWS.values()];

/** The transition an action takes from a status, given the facts; undefined when the table has none (illegal). */
export function findTransition(biz: BizType, action: AppAction, from: AppStatus | null, facts: Facts): AppTransition | undefined {
  return FLOWS.get(biz)?.transitions.find((t) => t.action === action && t.from.includes(from) && (!t.guard || t.guard(facts)));
}

/** Every transition out of a status (the buttons a screen may show, before who-may-act is checked). */
export const transitionsFrom = (biz: BizType, from: AppStatus): AppTransition[] => FLOWS.get(biz)?.transitions.filter((t) => t.from.includes(from)) ?? [];

/** Whose work an application of a type in a status is, if anyone's. */
export const pendingOf = (biz: BizType, status: AppStatus): Pending | undefined => FLOWS.get(biz)?.pending[status];

/** Every (type, status, pending) of the installed flows: the review queues and the seed's todos read them. */
export const allPending = (): Array<{ biz: BizType; status: AppStatus; pending: Pending }> =>
  installedFlows().flatMap((def) =>
    (Object.entries(def.pending) as Array<[AppStatus, Pending]>).map(([status, pending]) => ({ biz: def.bizType, status, pending })),
  );
