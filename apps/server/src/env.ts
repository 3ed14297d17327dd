import { z } from 'zod';
import { HEARTBEAT_MS } from './platform/live/heartbeat';

/** The environment of design.md §3, parsed once at start so a typo fails loudly. */
const envSchema = z.object({
  /** `production`: a deployment (start-mode.ts, ADR 0024); anything else is the demo. */
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Default 0.0.0.0 for the demo, 127.0.0.1 in production mode (start-mode.ts). */
  HOST: z.string().optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z.string().url().optional(),
  BUSINESS_DATE: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  /** The business clock's time of day `HH:MM` (tests, demos): the jobs' slots (支付通代扣 09:00 · 12:00 · 16:00 · 17:00) read it. */
  BUSINESS_TIME: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
    .optional(),
  /** Default `demo`, `reference` (reference data only) in production mode, which refuses demo and large. */
  SEED: z.enum(['demo', 'large', 'reference', 'none']).optional(),
  /** The demo tools of domain-lines.md §14A.3; default on with a demo seed, never in production mode. */
  DEMO_TOOLS: z.enum(['0', '1', 'true', 'false']).optional(),
  /** The ledger's floor route for `npm run bench` (platform/http/bench-floor.ts); refused in production mode. */
  BENCH_FLOOR: z.enum(['0', '1', 'true', 'false']).optional(),
  /** PEM file of the bank CA certificates bound Ukeys must chain to: the only trust anchors in production mode. */
  BANK_CA_CERTS_FILE: z.string().min(1).optional(),
  /** Which proxies' X-Forwarded-For to believe: a hop count (1 = the one proxy in front) or their addresses/CIDRs. */
  TRUST_PROXY: z.string().optional(),
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
  /**
   * The silence between a live event stream’s heartbeats, in ms (default 15 000). Keep it well below the read
   * timeout of every proxy in front (deploy/nginx.conf: 60 s), or a quiet page's stream is cut and reconnects.
   */
  LIVE_HEARTBEAT_MS: z.coerce.number().int().min(HEARTBEAT_MS.min).max(HEARTBEAT_MS.max).optional(),
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

/**
 * TRUST_PROXY for Fastify's trustProxy: a hop count or a comma-separated list of proxy addresses / CIDRs; unset is
 * false (the socket's address is the client). Never `true`: the left-most X-Forwarded-For is whatever the client
 * wrote (issue 26 item 7).
 */
export function trustProxyOf(value: string | undefined): false | number | string[] {
  if (!value) return false;
  if (/^\d+$/.test(value)) return Number(value);
  const list = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.some((a) => a === 'true' || a === '*')) throw new Error('TRUST_PROXY: name the proxies (hop count or addresses), never all');
  return list;
}

export function parseEnv(env: NodeJS.ProcessEnv): ServerEnv {
  const blankToUndefined = Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === '' ? undefined : v]));
  return envSchema.parse(blankToUndefined);
}
