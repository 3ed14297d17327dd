/**
 * The plumbing of the load-and-kill test (load-kill.test.ts): a real server in a child process that can be SIGKILLed
 * and started again on the same database and port, a logged-in HTTP caller that reports a lost answer instead of
 * guessing, a read-only snapshot for the invariant checks, and a seeded PRNG.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { constants, createHash, publicEncrypt, randomBytes } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync, readdirSync, statSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import type pg from 'pg';
import type { AppStatus } from '@scf/api/contract';
import { COOKIE, HEADER, SYSTEM_TYPE, authEndpoints, queryPairs, requestSign } from '@scf/api/contract';
import { writeLedgerPlan } from '../../src/modules/credits';
import type { Db, Queryable } from '../../src/platform/db/db';
import { joinable } from '../../src/platform/db/db';
import { demoLedgerPlan } from '../../src/seed/credit-ledger';
import { BUSINESS_DATE } from '../helpers/business-date';

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
const REPO = path.resolve(SERVER_DIR, '../..');

/** The answer of one HTTP call: status, the exact body text, the envelope, and whether it was an idempotent replay. */
export interface Answer {
  status: number;
  text: string;
  code: string;
  message: string;
  data: unknown;
  replayed: boolean;
}

/** A request as it goes on the wire: `Session.prepare` makes it, `Session.sendPrepared` sends it anywhere. */
export interface Prepared {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  text: string;
}

/** No answer came back (refused connection, reset, timeout): the request may or may not have taken effect. */
export class LostAnswer extends Error {}

const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });

function send(
  url: string,
  method: string,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
  dropAfterMs?: number,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', (e) => reject(new LostAnswer(e.message)));
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', (e) => reject(new LostAnswer(e.message)));
    req.end(body || undefined);
    if (dropAfterMs !== undefined) setTimeout(() => req.destroy(new Error('the client dropped the answer')), dropAfterMs);
  });
}

/** A browser-like session against a server that may be restarted under it (same base URL): cookies, token, signed headers. */
export class Session {
  private readonly cookies = new Map<string, string>();
  private token: string | undefined;

  constructor(
    public base: string,
    readonly user: string,
  ) {}

  /** Go on talking to another server with the same session (the process that replaced a killed one). */
  moveTo(base: string): void {
    this.base = base;
  }

  /**
   * One call; throws LostAnswer when no answer came back. `key` is the Idempotency-Key of a mutating business call;
   * `dropAfterMs` closes the connection that long after sending, as a client whose network fails while the server works.
   */
  async call(method: 'GET' | 'POST', url: string, body?: unknown, key?: string, dropAfterMs?: number): Promise<Answer> {
    return this.sendPrepared(this.base, this.prepare(method, url, body, key), dropAfterMs);
  }

  /** The exact request `call` would send (a fresh nonce and signature), to send to any base, even twice (a replay). */
  prepare(method: 'GET' | 'POST', url: string, body?: unknown, key?: string): Prepared {
    const text = method === 'GET' || body === undefined ? (method === 'POST' ? '{}' : '') : JSON.stringify(body);
    const q = url.indexOf('?');
    const p = q < 0 ? url : url.slice(0, q);
    const headers: Record<string, string> = {
      [HEADER.systemType]: SYSTEM_TYPE,
      [HEADER.nonce]: randomBytes(16).toString('hex'),
      [HEADER.timestamp]: String(Date.now()),
      [HEADER.sign]: requestSign(p, queryPairs(q < 0 ? '' : url.slice(q + 1)), text),
    };
    if (text) headers['content-type'] = 'application/json';
    const xsrf = this.cookies.get(COOKIE.xsrf);
    if (method !== 'GET' && xsrf) headers[HEADER.xsrf] = decodeURIComponent(xsrf);
    if (this.token) headers[HEADER.authorization] = `Bearer ${this.token}`;
    if (key) headers[HEADER.idempotencyKey] = key;
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return { method, url, headers, text };
  }

  /** Send a prepared request to `base` (another replica, or the load balancer) with this session's cookies. */
  async sendPrepared(base: string, req: Prepared, dropAfterMs?: number): Promise<Answer> {
    const { method, url, headers, text } = req;
    const res = await send(`${base}${url}`, method, headers, text, 30_000, dropAfterMs);
    for (const c of [res.headers['set-cookie'] ?? []].flat()) {
      const [pair = ''] = c.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const env = res.text.startsWith('{') ? (JSON.parse(res.text) as { code?: string; message?: string; data?: unknown }) : {};
    return {
      status: res.status,
      text: res.text,
      code: env.code ?? '',
      message: env.message ?? res.text.slice(0, 200),
      data: env.data ?? null,
      replayed: res.headers['idempotent-replayed'] === 'true',
    };
  }

  /** The same logged-in session, talking to another base (another replica, or the load balancer in front of them). */
  at(base: string): Session {
    const other = new Session(base, this.user);
    for (const [k, v] of this.cookies) other.cookies.set(k, v);
    other.token = this.token;
    return other;
  }

  /** The real login: public key, RSA-OAEP-SHA256 password, login, token. */
  async login(password = 'Demo@2025a'): Promise<this> {
    const ok = async (url: string, body?: unknown) => {
      const a = await this.call('POST', url, body);
      if (a.status !== 200 || a.code !== '0') throw new Error(`${this.user} ${url}: ${a.status} ${a.code} ${a.message}`);
      return a.data as Record<string, string>;
    };
    const { kid = '', publicKey = '' } = await ok(authEndpoints.publicKeys.path);
    const cipher = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(password, 'utf8')).toString(
      'base64',
    );
    await ok(authEndpoints.login.path, { username: this.user, password: cipher, kid });
    this.token = (await ok(authEndpoints.token.path)).accessToken;
    return this;
  }
}

/** One HELD credit of the C1 line L1 more, for a load test's clients. */
export interface ExtraCredit {
  key: string;
  holderCorpId: string;
  amountFen: bigint;
  dueDate: string;
}

/** Write extra HELD credits after the demo ledger's (numbered on from it), issued by C1 on 2025-05-06 under L1. */
export async function addHeldCredits(db: Db, extra: readonly ExtraCredit[]): Promise<void> {
  const demo = demoLedgerPlan(BUSINESS_DATE);
  const credits = extra.map((c) => ({ ...c, issuerCorpId: 'C1', issueDate: '2025-05-06', status: 'HELD' as const, lineId: 'L1' }));
  const offset = { credits: demo.credits.length, apps: demo.apps.length };
  await db.transaction((tx) => writeLedgerPlan(tx, { product: 'CREDIT', lines: [], subLimits: [], contracts: [], apps: [], credits, offset }, Date.now()));
}

/** A port the OS just had free on 127.0.0.1 (the server keeps it across restarts). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');
export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

function newestMtime(dir: string): number {
  let newest = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    newest = Math.max(newest, e.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

/**
 * The built server (dist/main.js, what `npm test` builds first) when it is newer than every source file it bundles;
 * otherwise the same main.ts from source through tsx, so a run without a fresh build still tests the code in the tree.
 */
export function serverCommand(): { args: string[]; label: string } {
  if (process.env.LOAD_KILL_SERVER_MAIN) return { args: [process.env.LOAD_KILL_SERVER_MAIN], label: process.env.LOAD_KILL_SERVER_MAIN };
  const dist = path.join(SERVER_DIR, 'dist/main.js');
  const sources = Math.max(newestMtime(path.join(SERVER_DIR, 'src')), newestMtime(path.join(REPO, 'packages/api/src')));
  if (existsSync(dist) && statSync(dist).mtimeMs >= sources) return { args: [dist], label: 'dist/main.js' };
  return { args: ['--import', 'tsx', '--conditions=source', 'src/main.ts'], label: 'src/main.ts via tsx (dist/main.js is older than the sources)' };
}

/** A server child on a fixed port; `kill('SIGKILL')` is the crash, `start` again is the restart. */
export class ServerProcess {
  private child: ChildProcess | null = null;
  private exited: Promise<void> = Promise.resolve();
  readonly base: string;

  constructor(
    readonly port: number,
    private readonly databaseUrl: string,
    private readonly logFile: string,
    /** More of the server's environment (e.g. TRUST_PROXY behind a load balancer). */
    private readonly extraEnv: Record<string, string> = {},
  ) {
    this.base = `http://127.0.0.1:${port}`;
  }

  async start(timeoutMs = 60_000): Promise<void> {
    const fd = openSync(this.logFile, 'a');
    const env = {
      ...process.env,
      PORT: String(this.port),
      HOST: '127.0.0.1',
      DATABASE_URL: this.databaseUrl,
      BUSINESS_DATE,
      LOG_LEVEL: 'warn',
      UKEY_AGENT_ORIGIN: 'none',
      SIGNING_ENABLED: '0',
      SEED: 'none',
      ...this.extraEnv,
    };
    const child = spawn(process.execPath, serverCommand().args, { cwd: SERVER_DIR, env, stdio: ['ignore', fd, fd] });
    closeSync(fd);
    this.child = child;
    let gone = false;
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    void this.exited.then(() => (gone = true));
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (gone) throw new Error(`the server exited before it answered:\n${this.output().slice(-4000)}`);
      try {
        if ((await send(`${this.base}/healthz`, 'GET', {}, '', 2000)).status === 200) return;
      } catch {
        /* not up yet */
      }
      await sleep(50);
    }
    throw new Error(`the server did not answer within ${timeoutMs} ms:\n${this.output().slice(-4000)}`);
  }

  /** Send a signal to the running server and wait until it is gone. */
  async kill(signal: NodeJS.Signals): Promise<void> {
    if (!this.child || this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.child.kill(signal);
    await this.exited;
  }

  output(): string {
    return existsSync(this.logFile) ? readFileSync(this.logFile, 'utf8') : '';
  }

  /** Error-level lines of the server's log (pino level ≥ 50): an unexpected error is a finding. */
  errors(): string[] {
    return this.output()
      .split('\n')
      .filter((l) => /"level":(50|60)/.test(l));
  }
}

/** Application states that hold their credits (domain.md §7.2; DRAFT and RETURNED do not). */
export const OPEN_STATUSES: readonly AppStatus[] = [
  'PENDING_REVIEW',
  'PENDING_FINAL',
  'PENDING_CP_SIGN',
  'PENDING_CP_APPROVAL',
  'PENDING_FI',
  'PENDING_FUNDING',
];
const fen = (v: unknown) => BigInt(String(v));

/**
 * §7.6 on the credit trees an application touches, in one statement (one snapshot). A cash plan waiting for approval
 * does not lock its credits (as the server's `badLocks` says): it counts neither as a second open application nor as
 * one that should hold the lock.
 */
export async function localViolations(pool: pg.Pool, appNo: string): Promise<string[]> {
  const { rows } = await pool.query<{ problem: string }>(
    `WITH tree AS (
       SELECT c.credit_no, c.root_no, c.parent_no, c.amount_fen, c.status, c.locked_by_app FROM credit c
        WHERE c.root_no IN (SELECT k.root_no FROM app_credit ac JOIN credit k ON k.credit_no = ac.credit_no WHERE ac.app_no = $1)),
     kids AS (SELECT parent_no, sum(amount_fen) AS s FROM tree WHERE parent_no IS NOT NULL GROUP BY parent_no),
     leaves AS (SELECT root_no, sum(amount_fen) AS s FROM tree t WHERE NOT EXISTS (SELECT 1 FROM kids k WHERE k.parent_no = t.credit_no) GROUP BY root_no)
     SELECT format('root %s: leaves %s <> %s', r.credit_no, COALESCE(l.s, 0), r.amount_fen) AS problem FROM tree r LEFT JOIN leaves l ON l.root_no = r.credit_no
      WHERE r.parent_no IS NULL AND COALESCE(l.s, 0) <> r.amount_fen
     UNION ALL SELECT format('credit %s (%s): children sum to %s', p.credit_no, p.status, k.s) FROM tree p JOIN kids k ON k.parent_no = p.credit_no WHERE k.s <> p.amount_fen OR p.status <> 'SPLIT'
     UNION ALL SELECT format('credit %s: amount %s', credit_no, amount_fen) FROM tree WHERE amount_fen <= 0
     UNION ALL SELECT format('credit %s: in %s open applications', ac.credit_no, count(*)) FROM app_credit ac JOIN application a ON a.app_no = ac.app_no
      WHERE ac.credit_no IN (SELECT credit_no FROM tree) AND a.status = ANY($2) AND a.biz_type <> 'CASH' GROUP BY ac.credit_no HAVING count(*) > 1
     UNION ALL SELECT format('credit %s: %s locked by %s (%s)', t.credit_no, t.status, COALESCE(t.locked_by_app, 'nothing'), COALESCE(a.status, '-')) FROM tree t
       LEFT JOIN application a ON a.app_no = t.locked_by_app
      WHERE (t.status IN ('TRANSFERRING', 'FINANCING', 'RETURNING', 'WITHDRAWING', 'RECYCLING') AND (a.app_no IS NULL OR a.status <> ALL($2)))
         OR (t.locked_by_app IS NOT NULL AND (a.app_no IS NULL OR a.status <> ALL($2))) OR (t.status IN ('HELD', 'SPLIT') AND t.locked_by_app IS NOT NULL)
     UNION ALL SELECT format('open %s does not lock %s', a.app_no, t.credit_no) FROM app_credit ac JOIN application a ON a.app_no = ac.app_no JOIN tree t ON t.credit_no = ac.credit_no
      WHERE a.status = ANY($2) AND a.biz_type <> 'CASH' AND t.locked_by_app IS DISTINCT FROM a.app_no`,
    [appNo, OPEN_STATUSES],
  );
  return rows.map((r) => r.problem);
}

/** Every root with its amount and the sum of its leaves, straight from the table. */
export async function roots(pool: pg.Pool): Promise<Map<string, { amount: bigint; leaves: bigint }>> {
  const { rows } = await pool.query<{ credit_no: string; amount_fen: string; leaves: string }>(
    `SELECT r.credit_no, r.amount_fen, COALESCE(sum(l.amount_fen), 0) AS leaves FROM credit r
       LEFT JOIN credit l ON l.root_no = r.credit_no AND NOT EXISTS (SELECT 1 FROM credit k WHERE k.parent_no = l.credit_no)
      WHERE r.parent_no IS NULL GROUP BY r.credit_no, r.amount_fen`,
  );
  return new Map(rows.map((r) => [r.credit_no, { amount: fen(r.amount_fen), leaves: fen(r.leaves) }]));
}

/** Run `fn` on one REPEATABLE READ, READ ONLY transaction: every query sees the same committed state. */
export async function inSnapshot<T>(pool: pg.Pool, fn: (q: Queryable) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const q = joinable({
      query: async <R>(sql: string, params: readonly unknown[] = []) => (await client.query(sql, params as unknown[])).rows as R[],
      exec: async (sql: string) => {
        await client.query(sql);
      },
    });
    const out = await fn(q);
    await client.query('COMMIT');
    return out;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** mulberry32: a small seeded PRNG, so a failing run names the seed it drew its choices from. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
