import { z } from 'zod';
import type { CertType, SignAlg } from './types';
import { normalizeSerial } from './serial';

/** One row of the signature rules (`/v1/auth/ccbca/rules`): serials starting with `serialPrefix` use `alg`. */
export interface SignatureRule {
  serialPrefix: string;
  certType: CertType;
  alg: SignAlg;
}

const ruleSchema = z.object({
  serialPrefix: z.string().transform((p) => p.toLowerCase()),
  certType: z.enum(['SM2', 'RSA']),
  alg: z.enum(['SM3withSM2', 'SHA1withRSA', 'SHA256withRSA']),
});
/** The server's rules payload: `data` is `{ rules: [...] }` or the list itself. */
export const signatureRulesSchema = z.union([z.object({ rules: z.array(ruleSchema).min(1) }).transform((d) => d.rules), z.array(ruleSchema).min(1)]);

/**
 * Built-in table used when the rules call is missing or fails (spec §4). [D] Our test CA and the local agent
 * give SM2 certificates serials starting with `2`; RSA keys sign SHA-1 (spec §9). First matching prefix wins.
 */
export const DEFAULT_SIGNATURE_RULES: readonly SignatureRule[] = [
  { serialPrefix: '2', certType: 'SM2', alg: 'SM3withSM2' },
  { serialPrefix: '', certType: 'RSA', alg: 'SHA1withRSA' },
];

/** The rule for a serial number ("SM2 vs RSA chosen by serial number", spec §4). */
export function ruleForSerial(serial: string, rules: readonly SignatureRule[]): SignatureRule | undefined {
  const s = normalizeSerial(serial);
  return rules.find((r) => s.startsWith(r.serialPrefix));
}

/** Fetch the rules once; any failure or bad payload falls back to the default table, also cached. */
export function createRulesLoader(fetchRules: () => Promise<unknown>): () => Promise<readonly SignatureRule[]> {
  let loaded: Promise<readonly SignatureRule[]> | undefined;
  return () => {
    loaded ??= fetchRules().then(
      (data) => {
        const parsed = signatureRulesSchema.safeParse(data);
        return parsed.success ? parsed.data : DEFAULT_SIGNATURE_RULES;
      },
      () => DEFAULT_SIGNATURE_RULES,
    );
    return loaded;
  };
}
