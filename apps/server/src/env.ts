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
  /** The file store's S3-compatible bucket; all five set turn on `useOss: true`, none keeps files in the database. */
  FILE_OSS_ENDPOINT: z.string().url().optional(),
  FILE_OSS_BUCKET: z.string().min(3).optional(),
  FILE_OSS_REGION: z.string().min(1).optional(),
  FILE_OSS_ACCESS_KEY_ID: z.string().min(1).optional(),
  FILE_OSS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type ServerEnv = z.infer<typeof envSchema>;

/** The bucket when all of FILE_OSS_* are set; none set is null; some but not all is a start-up error. */
export function ossConfigOf(env: ServerEnv): { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string } | null {
  const values = [env.FILE_OSS_ENDPOINT, env.FILE_OSS_BUCKET, env.FILE_OSS_REGION, env.FILE_OSS_ACCESS_KEY_ID, env.FILE_OSS_SECRET_ACCESS_KEY];
  if (values.every((v) => v === undefined)) return null;
  const [endpoint, bucket, region, accessKeyId, secretAccessKey] = values;
  if (!endpoint || !bucket || !region || !accessKeyId || !secretAccessKey)
    throw new Error('FILE_OSS_*: set all five (endpoint, bucket, region, access key id, secret) or none');
  return { endpoint, bucket, region, accessKeyId, secretAccessKey };
}

export function parseEnv(env: NodeJS.ProcessEnv): ServerEnv {
  const blankToUndefined = Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === '' ? undefined : v]));
  return envSchema.parse(blankToUndefined);
}
