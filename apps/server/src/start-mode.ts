import { readFileSync } from 'node:fs';
import type { ServerEnv } from './env';
import type { Queryable } from './platform/db/db';
import { DEMO_BANK_CA_CERT_DER_B64, DEMO_UKEYS } from './platform/signing/demo-ukeys';
import { pemBundleToDer } from './platform/signing/trust-anchors';
import { parseCertificate } from './platform/signing/certificate';
import { SEED_USERS } from './seed/orgs';
import type { SeedMode } from './seed/seed-demo';

/**
 * How the server starts (ADR 0024): `NODE_ENV=production` is a deployment — loopback unless HOST says otherwise, no
 * demo data, no demo tools, trust anchors only from BANK_CA_CERTS_FILE, and a refusal to start wherever the demo's
 * users or CA are found. Anything else is the demo `npm start` runs, and says so first.
 */
export interface StartPlan {
  production: boolean;
  host: string;
  seed: SeedMode;
  demoTools: boolean;
  /** The bench's floor route (BENCH_FLOOR=1, platform/http/bench-floor.ts): never in production mode. */
  benchFloor: boolean;
  /** The bank CA certificates (DER, base64) bound Ukeys must chain to. */
  bankCaCerts: string[];
  /** The first log line: what kind of server this is. */
  banner: string;
}

/** A configuration the server refuses to start with; the message says what to change. */
export class StartRefused extends Error {
  override readonly name = 'StartRefused';
}

const truthy = (v: string | undefined) => v === '1' || v === 'true';

function bankCasFromFile(path: string | undefined, production: boolean): string[] {
  if (!path) {
    if (production) throw new StartRefused('production mode: set BANK_CA_CERTS_FILE to a PEM file of the banks’ Ukey CA certificates');
    return [];
  }
  const certs = pemBundleToDer(readFileSync(path, 'utf8'));
  if (certs.length === 0) throw new StartRefused(`BANK_CA_CERTS_FILE ${path}: no certificate in it`);
  if (production && certs.includes(DEMO_BANK_CA_CERT_DER_B64)) {
    throw new StartRefused('production mode: BANK_CA_CERTS_FILE holds the demo CA, whose keys are published with the demo; remove it');
  }
  return certs;
}

export function startPlan(env: ServerEnv): StartPlan {
  const production = env.NODE_ENV === 'production';
  if (!production) {
    const seed = env.SEED ?? 'demo';
    return {
      production,
      host: env.HOST ?? '0.0.0.0',
      seed,
      demoTools: env.DEMO_TOOLS === undefined ? seed !== 'none' : truthy(env.DEMO_TOOLS),
      benchFloor: truthy(env.BENCH_FLOOR),
      bankCaCerts: [DEMO_BANK_CA_CERT_DER_B64, ...bankCasFromFile(env.BANK_CA_CERTS_FILE, false)],
      banner:
        '演示模式 (demo): demo data with published passwords (Demo@2025a), demo Ukeys whose private keys ship with the code, ' +
        'the demo CA trusted — never expose it to a network; NODE_ENV=production starts a deployment',
    };
  }
  if (env.SEED === 'demo' || env.SEED === 'large')
    throw new StartRefused(`production mode: SEED=${env.SEED} would write the demo's users; use SEED=reference or none`);
  if (truthy(env.DEMO_TOOLS)) throw new StartRefused('production mode: DEMO_TOOLS cannot be on');
  if (truthy(env.BENCH_FLOOR)) throw new StartRefused('production mode: BENCH_FLOOR cannot be on');
  const host = env.HOST ?? '127.0.0.1';
  return {
    production,
    host,
    seed: env.SEED ?? 'reference',
    demoTools: false,
    benchFloor: false,
    bankCaCerts: bankCasFromFile(env.BANK_CA_CERTS_FILE, true),
    banner: `production mode: listening on ${host}, no demo data or tools, Ukey trust anchors from BANK_CA_CERTS_FILE`,
  };
}

/** The demo keys' certificate serials (their private keys are committed with the local agent's demo store). */
const DEMO_KEY_SERIALS = DEMO_UKEYS.map((k) => parseCertificate(k.certDerB64)?.serialNorm).filter((s): s is string => !!s);

/**
 * Refuse to serve in production mode on a database that holds the demo's users (one published password) or keys
 * bound to the demo's certificates: a demo database must not become a deployment by a change of NODE_ENV.
 */
export async function checkProductionData(q: Queryable): Promise<void> {
  const users = await q.query<{ user_name: string }>('SELECT user_name FROM app_user WHERE user_name = ANY($1::text[]) ORDER BY user_name LIMIT 3', [
    SEED_USERS.map((u) => u.userName),
  ]);
  if (users.length > 0)
    throw new StartRefused(`production mode: the database holds demo users (${users.map((u) => u.user_name).join(', ')} …); use a database of its own`);
  const keys = await q.query('SELECT 1 FROM ukey_binding WHERE serial_norm = ANY($1::text[]) LIMIT 1', [DEMO_KEY_SERIALS]);
  if (keys.length > 0) throw new StartRefused('production mode: the database binds the demo Ukeys; use a database of its own');
}
