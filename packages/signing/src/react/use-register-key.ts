import { useMemo } from 'react';
import { specCodeLabel } from '../error-catalogue';
import { SigningError } from '../errors';
import { failedOutcome } from '../flows/failed-outcome';
import type { RegisterAndSubmitRequest, SubmitOutcome } from '../flows/register-and-submit';
import type { RegisterKeyRequest, RegisterOutcome } from '../flows/register-key';
import type { FlowGate } from './flow-store';
import { useSigningContext } from './signing-context';

export interface RegisterFlowOptions {
  /** Names the flow for the page (更换Ukey); 绑定Ukey when omitted. */
  label?: string;
  /**
   * Pause on the key that was read until the user confirms (phase `confirm-key`), e.g. 更换Ukey's old vs new key.
   * Default true; false binds the key as soon as it passed the checks.
   */
  confirmKey?: boolean;
}

export interface KeyRegistration {
  register(request?: Omit<RegisterKeyRequest, 'confirm'> & RegisterFlowOptions): Promise<RegisterOutcome>;
  registerAndSubmit<T>(request: Omit<RegisterAndSubmitRequest<T>, 'confirm'> & RegisterFlowOptions): Promise<SubmitOutcome<T>>;
}

const busy = () => failedOutcome(new SigningError('FLOW_BUSY'), 'FLOW_BUSY');

/**
 * Bind a key through the provider's one flow and confirm gate. Registration flows are inline: the page renders
 * the key to confirm from `useSigningState()` and the failure from the outcome.
 */
export function useRegisterKey(): KeyRegistration {
  const ctx = useSigningContext();
  return useMemo(() => {
    const { config, role, store } = ctx;
    function run<T>(request: RegisterFlowOptions & { bankCode?: string }, flow: (confirm: FlowGate['confirmKey'] | undefined) => Promise<T>, onBusy: () => T) {
      const meta = { kind: 'register' as const, label: request.label ?? '绑定Ukey', role, inline: true };
      return store.run(
        `register:${request.bankCode ?? ''}`,
        meta,
        async (gate) => ({ outcome: await flow(request.confirmKey === false ? undefined : gate.confirmKey) }),
        onBusy,
      );
    }
    return {
      register: (request = {}) =>
        run(
          request,
          (confirm) => config.registerKey({ ...request, confirm }),
          (): RegisterOutcome => ({ ...busy(), registrationCode: undefined }),
        ),
      registerAndSubmit: (request) =>
        run(
          request,
          (confirm) => config.registerAndSubmit({ ...request, confirm }),
          () => {
            const { error, description } = busy();
            return { ok: false, code: error.code, codeLabel: specCodeLabel(error.code), message: description.message, actionText: description.actionText };
          },
        ),
    };
  }, [ctx]);
}
