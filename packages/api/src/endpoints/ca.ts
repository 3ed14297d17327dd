import { z } from 'zod';
import { mandatoryAuthSchema, signingSwitchSchema } from '../contract/schemas/checks';
import type { Transport } from '../client/transport';

export const CA_PATH = {
  cfcaSwitch: '/v1/auth/cfca/controls/enable',
  ccbcaRules: '/v1/auth/ccbca/rules',
  casOriginal: '/v1/auth/cas/add/info/original',
  mandatoryAuth: '/v1/auths/soft/corp/mandatory/auth',
} as const;

/** Certificate-authority switches, rules and checks (spec §4, §7). */
export interface CaApi {
  /** The signing switch: `false` means dummy signature values are attached (spec §4). */
  signingEnabled(): Promise<boolean>;
  /** Signature rules; the signing SDK falls back to its built-in table when they are missing or fail. */
  ccbcaRules(): Promise<unknown>;
  /** Text to sign when registering a certificate. */
  casOriginal(): Promise<string>;
  /** `true` when the corporation must redo real-name authentication (spec §4 mandatory re-authentication). */
  mandatoryReauth(): Promise<boolean>;
}

export function createCaApi(t: Transport): CaApi {
  return {
    signingEnabled: () => t.call('POST', CA_PATH.cfcaSwitch, { schema: signingSwitchSchema }),
    ccbcaRules: () => t.call('POST', CA_PATH.ccbcaRules, { schema: z.unknown() }),
    casOriginal: () => t.call('GET', CA_PATH.casOriginal, { schema: z.string() }),
    async mandatoryReauth() {
      const data = await t.call('POST', CA_PATH.mandatoryAuth, { schema: mandatoryAuthSchema });
      return data.checkResult;
    },
  };
}
