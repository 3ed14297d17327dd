import { DEFAULT_SIGNATURE_RULES, signatureRulesSchema } from '@scf/api/contract';
import type { SignatureRule } from '@scf/api/contract';
import { normalizeSerial } from './serial';

/** The rule for a serial number ("SM2 vs RSA chosen by serial number", spec §4); first matching prefix wins. */
export function ruleForSerial(serial: string, rules: readonly SignatureRule[]): SignatureRule | undefined {
  const s = normalizeSerial(serial);
  return rules.find((r) => s.startsWith(r.serialPrefix));
}

/**
 * Fetch the rules once; any failure or bad payload falls back to the built-in table (spec §4), also cached.
 * The payload is parsed again because the transport is any `EndpointCaller`, not necessarily one that parses.
 */
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
