import { z } from 'zod';

/** The environment of design.md §3, parsed once at start so a typo fails loudly. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z.string().url().optional(),
  BUSINESS_DATE: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  SEED: z.enum(['demo', 'large', 'none']).default('demo'),
  PORTAL_DIR: z.string().optional(),
  TRUST_PROXY_TLS: z.enum(['0', '1', 'true', 'false']).optional(),
  ALLOWED_ORIGINS: z.string().optional(),
  /** The local Ukey agent the portal calls (CSP connect-src); `none` to leave it out. */
  UKEY_AGENT_ORIGIN: z.string().default('http://127.0.0.1:18080'),
  SIGNING_ENABLED: z.enum(['0', '1', 'true', 'false']).default('1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type ServerEnv = z.infer<typeof envSchema>;

export function parseEnv(env: NodeJS.ProcessEnv): ServerEnv {
  const blankToUndefined = Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === '' ? undefined : v]));
  return envSchema.parse(blankToUndefined);
}
