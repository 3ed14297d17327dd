import { SigningError } from '../errors';
import { failedOutcome } from '../flows/failed-outcome';
import type { FailedOutcome } from '../flows/failed-outcome';
import { messageContext } from '../flows/role-key';
import type { RoleKey } from '../flows/role-key';
import type { Attempt, FlowGate } from './flow-store';
import type { SigningContextValue } from './signing-context';

/** Per-call options of a signing flow. */
export interface FlowOptions {
  /** Another key than the session's current-role key, over it (证书更新: the binding's printed number and serial). */
  role?: Partial<RoleKey>;
  /** The bank whose key signs; the config's first bank when omitted. */
  bankCode?: string;
  /** The page shows this flow itself (from `useSigningState`) instead of the signing dialog; a failure ends it at once. */
  inline?: boolean;
}

/** Start a signing flow under the provider: the role it needs, the gate, and a failure when another flow runs. */
export function startSignFlow<T>(
  { config, role: sessionRole, store }: SigningContextValue,
  key: string,
  label: string,
  options: FlowOptions,
  attempt: (role: RoleKey, gate: FlowGate) => Promise<Attempt<T>>,
): Promise<T | FailedOutcome> {
  const role = { ...sessionRole, ...options.role };
  const busy = (): FailedOutcome => failedOutcome(new SigningError('FLOW_BUSY'), 'FLOW_BUSY', messageContext(role, config.minDriverVersion));
  return store.run<T | FailedOutcome>(key, { kind: 'sign', label, role, inline: options.inline ?? false }, (gate) => attempt(role, gate), busy);
}
