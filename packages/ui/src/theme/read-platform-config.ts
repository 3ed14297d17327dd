import type { PageConfig, PlatformConfigA, PlatformConfigB } from '@scf/api/contract';
import { MARKER_FIELDS, TOKEN_FIELDS } from './config-fields';
import type { ConfigKind } from './config-fields';

/** Spec §3's variant A fields as a server sends them: no `variant` field (one is accepted when it agrees). */
export type PlatformConfigAFields = Partial<Omit<PlatformConfigA, 'variant'>> & { variant?: 'A' };
/** Spec §3's variant B fields as a server sends them: no `variant` field (one is accepted when it agrees). */
export type PlatformConfigBFields = Partial<Omit<PlatformConfigB, 'variant'>> & { variant?: 'B' };
/** Spec §3's page configuration (loadViewConfig). */
export type PageConfigFields = Partial<PageConfig>;

/** Why a config was refused; stable, for a host's logs and tests. */
export type PlatformConfigErrorCode = 'CONFIG_NOT_OBJECT' | 'CONFIG_UNRECOGNISED' | 'CONFIG_FIELD_TYPE' | 'CONFIG_VARIANT_MISMATCH';

/**
 * A platform config that is none of spec §3's shapes: the theme falls back to the spec §8 defaults. The message is
 * the code and, for CONFIG_FIELD_TYPE, the field (kept short: this ships on every host's first route).
 */
export class PlatformConfigError extends Error {
  override readonly name = 'PlatformConfigError';
  constructor(
    readonly code: PlatformConfigErrorCode,
    /** The offending field, for CONFIG_FIELD_TYPE. */
    readonly field?: string,
  ) {
    super(field ? `${code}: ${field}` : code);
  }
}

/** What a config was recognised as, from its fields. `none`: no config (the call failed), the defaults apply. */
export type PlatformConfigReading =
  | { kind: 'A'; config: PlatformConfigAFields }
  | { kind: 'B'; config: PlatformConfigBFields }
  | { kind: 'page'; config: PageConfigFields }
  | { kind: 'none' }
  | { kind: 'invalid'; error: PlatformConfigError };

const KINDS: ConfigKind[] = ['A', 'B', 'page'];
const fieldsOf = (kind: ConfigKind) => Object.values(TOKEN_FIELDS[kind]);
/** A shape's own fields: those no other shape has. Shared ones (hotline, the footer texts) say nothing. */
const OWN = KINDS.map((kind) => {
  const others = KINDS.filter((k) => k !== kind).flatMap(fieldsOf);
  return [...fieldsOf(kind).filter((field) => !others.includes(field)), ...MARKER_FIELDS[kind]];
});

const invalid = (code: PlatformConfigErrorCode, field?: string): PlatformConfigReading => ({
  kind: 'invalid',
  error: new PlatformConfigError(code, field),
});

/**
 * Recognises a platform config from its fields (spec §3 has no variant marker): variant A, variant B or the page
 * config, by which shape's own fields it carries most of. Unknown extra fields are ignored; a tie, a `variant` that
 * contradicts the fields, or a themed field that is not text (a colour given as a number) makes it invalid.
 * Null/undefined is `none`.
 */
export function readPlatformConfig(raw: unknown): PlatformConfigReading {
  if (raw == null) return { kind: 'none' };
  if (typeof raw !== 'object' || Array.isArray(raw)) return invalid('CONFIG_NOT_OBJECT');
  const config = raw as Record<string, unknown>;
  const keys = Object.keys(config);
  const scores = OWN.map((own) => keys.filter((key) => own.includes(key)).length);
  const best = Math.max(...scores);
  const declared = config.variant;
  let kind: ConfigKind | undefined;
  if (declared !== undefined) {
    if ((declared !== 'A' && declared !== 'B') || (best > 0 && scores[KINDS.indexOf(declared)] !== best)) return invalid('CONFIG_VARIANT_MISMATCH');
    kind = declared;
  } else if (scores.filter((score) => score === best).length === 1) {
    kind = KINDS[scores.indexOf(best)];
  }
  if (!kind) return invalid('CONFIG_UNRECOGNISED');
  const wrong = fieldsOf(kind).find((field) => config[field] != null && typeof config[field] !== 'string');
  if (wrong) return invalid('CONFIG_FIELD_TYPE', wrong);
  return { kind, config } as PlatformConfigReading;
}
