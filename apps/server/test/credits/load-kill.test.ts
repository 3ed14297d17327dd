/**
 * The ledger under load (issue 11, scope 5) on PostgreSQL: the built server in a child process (signing switch off:
 * the challenge is still issued and consumed, the signature values are the spec's dummies) on a fresh copy of the run’s
 * demo seed plus a few hundred HELD credits of S1, S2 and S3. 32 clients over HTTP run random transfers (one or two
 * credits, full or partial: splits), returns, the holder director's approve / 退回 / 拒绝, the operator's 撤销申请,
 * the counterparty operator's ACCEPT / REFUSE and its director's approve or 退回, all on the same credits, for a
 * bounded time, while the server is SIGKILLed three times at random moments and replaced by a new process on the same
 * database. The replacements start with the first process (as a supervisor's warm standbys), so the run's time goes to
 * the load and the checks, not to waiting for processes to start. A call whose answer was lost (the kill, or the client
 * cutting 3 % of its connections 3 ms after sending) is retried with the same Idempotency-Key until it is answered.
 *
 * Checked, and what "after every completed operation" means here:
 * - after every acknowledged operation: the §7.6 invariants on the credit trees it touched (Σ leaves = root,
 *   split sums, positive amounts, at most one open application per credit, locks ⇔ open applications), one
 *   statement, so one committed snapshot. The whole-ledger check (checkLedgerInvariants, limits included) is too
 *   heavy for every operation on 2 cores: it runs continuously in a REPEATABLE READ snapshot (each run covers every
 *   operation completed before it), after each SIGKILL before the replacement takes over, and at the end;
 * - every refusal is a typed one (HTTP 200 with a business code, or 403/404/409 with a stable code), never a 500;
 * - at the end: every acknowledged operation is stored with the exact answer it got, and nothing committed went
 *   unacknowledged (idempotency rows = acknowledged keys; the applications' flow records = acknowledged steps, each a
 *   row of the state table, ending in the stored status); accepted transfers and returns split exactly as applied;
 *   replays of a sample of keys give the same answer; the roots are the ones seeded (0 fen created or lost).
 * LOAD_KILL_MS (default 6 s) and LOAD_KILL_SEED tune a run (the seed is printed); LOAD_KILL_SERVER_MAIN runs another
 * server file, e.g. the main.js of a copy of dist/ with a fault injected in its run chunk, to see this test fail.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNING_ORIGINALS, SYSTEM_ERROR_CODE, creditEndpoints, fillPath } from '@scf/api/contract';
import type { AppStatus, ApplicationDetail, BizType } from '@scf/api/contract';
import { bankInvariantBreaks } from '../../src/modules/bank';
import { checkLedgerInvariants } from '../../src/modules/credits';
import { servedFlow } from '../../src/modules/applications';
import type { Db } from '../../src/platform/db/db';
import { BUSINESS_DATE } from '../helpers/business-date';
import { openSeededCopy } from '../helpers/test-db';
import type { SeededCopy } from '../helpers/test-db';
import { dummyPayload } from './ledger-helpers';
import {
  LostAnswer,
  OPEN_STATUSES,
  addHeldCredits,
  ServerProcess,
  Session,
  freePort,
  inSnapshot,
  localViolations,
  prng,
  roots,
  serverCommand,
  sha256,
  sleep,
} from './load-helpers';
import type { Answer } from './load-helpers';

const url = process.env.DATABASE_URL;
/**
 * 6 s of load is enough for what is checked: 32 clients on a few hundred credits collide from the first second (the
 * refusals), every kind of step is asked for several times a second, and each of the 3 kills waits for operations
 * acknowledged since the previous one (MIN_ACKS_BETWEEN_KILLS), so every kill cuts a ledger in use. A slower machine
 * goes on until every kind has succeeded and every kill has happened (states, not times; EXTEND_MS is the backstop).
 */
const LOAD_MS = Number(process.env.LOAD_KILL_MS ?? 6_000);
const SEED = Number(process.env.LOAD_KILL_SEED ?? randomInt(2 ** 31));
const CLIENTS = 32;
const KILLS = 3;
/** Operations acknowledged since the previous kill (or the start) before the next kill. */
const MIN_ACKS_BETWEEN_KILLS = 10;
/** How much longer than LOAD_MS the clients may go on until every kind of step has succeeded once and every kill happened. */
const EXTEND_MS = 120_000;
/** The kinds of step the run must have seen succeed (CP_APPROVE also both ways, checked apart). */
const EVERY_KIND: readonly Kind[] = ['TRANSFER', 'RETURN_APPLY', 'APPROVE', 'RETURN', 'REJECT', 'CANCEL', 'DECIDE'];
const USERS = ['s1_op', 's1_dir', 's2_op', 's2_dir', 's3_op', 's3_dir', 'c1_op', 'c1_dir'];
const TRANSFER_TO: Record<string, { receiver: string; contract: string }> = {
  S1: { receiver: 'S2', contract: 'CT-HT-2025-201' },
  S2: { receiver: 'S3', contract: 'CT-HT-2025-301' },
};
const user = (corp: string, role: 'op' | 'dir') => `${corp.toLowerCase()}_${role}`;

type Kind = 'TRANSFER' | 'RETURN_APPLY' | 'APPROVE' | 'RETURN' | 'REJECT' | 'CANCEL' | 'DECIDE' | 'CP_APPROVE' | 'CP_RETURN';
interface Line {
  creditNo: string;
  amountFen: bigint;
}
interface Step {
  kind: Kind;
  user: string;
  url: string;
  body?: unknown;
  /** The application acted on (absent for a new one). */
  appNo?: string;
  lines?: Line[];
  receiver?: string;
}
interface Ack {
  kind: Kind;
  user: string;
  key: string;
  url: string;
  body: unknown;
  appNo: string;
  status: AppStatus;
  hash: string;
  lines?: Line[];
  receiver?: string;
}
interface BoardApp {
  app_no: string;
  biz_type: 'TRANSFER' | 'RETURN';
  status: AppStatus;
  applicant_corp_id: string;
  counterparty_corp_id: string;
}

let pgs: SeededCopy | undefined;
let pool: pg.Pool;
let db: Db;
let server: ServerProcess;
/** Every server process of the run (the first and its replacements): all stopped at the end. */
const processes: ServerProcess[] = [];
/** The processes that take over after each kill, started with the first. */
let replacements: Promise<ServerProcess>[] = [];
let logDir: string;
const fen = (v: unknown) => BigInt(String(v));
const yuan = (f: bigint) => `${f / 100n}.${String(f % 100n).padStart(2, '0')}`;

/** A few hundred HELD credits issued by C1 on L1, spread over S1, S2 and S3, with amounts down to the fen. */
async function addCredits(rnd: () => number): Promise<void> {
  const dues = ['2025-09-15', '2025-10-15', '2025-11-17', '2025-12-15'];
  const holders = [...Array<string>(150).fill('S1'), ...Array<string>(110).fill('S2'), ...Array<string>(80).fill('S3')];
  await addHeldCredits(
    db,
    holders.map((holderCorpId, i) => ({
      key: `LOAD${i}`,
      holderCorpId,
      amountFen: BigInt(10_000 + Math.floor(rnd() * 3_000_000)),
      dueDate: dues[i % dues.length] ?? '2025-09-15',
    })),
  );
}

/** A server process on a port of its own and the run's database, not started; every process logs to the same file. */
async function newServer(): Promise<ServerProcess> {
  const p = new ServerProcess(await freePort(), pgs?.url ?? '', path.join(logDir, 'server.log'));
  processes.push(p);
  return p;
}

const typedRefusal = (a: Answer) => [200, 403, 404, 409].includes(a.status) && !['0', '', SYSTEM_ERROR_CODE, 'REPLAY', 'IDEMPOTENCY_MISMATCH'].includes(a.code);

describe.skipIf(!url)('the ledger under load, with the server SIGKILLed and replaced (PostgreSQL)', () => {
  beforeAll(async () => {
    pgs = await openSeededCopy(url ?? '', 4);
    db = pgs.db;
    pool = new pg.Pool({ connectionString: pgs.url, max: 6 });
    logDir = mkdtempSync(path.join(tmpdir(), 'scf-load-kill-'));
    server = await newServer();
    // The processes that replace the killed ones start now, beside the first (a kill waits until its replacement
    // answers); each is awaited at its kill, so a start that fails is the test's failure there.
    replacements = Array.from({ length: KILLS }, async () => {
      const next = await newServer();
      await next.start();
      return next;
    });
    for (const r of replacements) r.catch(() => undefined);
    // The credits go straight into the database while the server starts (it reads them per request).
    await Promise.all([addCredits(prng(SEED)), server.start()]);
  });

  afterAll(async () => {
    await Promise.allSettled(replacements);
    await Promise.all(processes.map((p) => p.kill('SIGKILL')));
    await pool?.end();
    await pgs?.dispose();
    if (logDir) rmSync(logDir, { recursive: true, force: true });
  });

  const title =
    `${CLIENTS} clients transfer, split, return, refuse and cancel on the same credits while the server is killed ${KILLS} times: ` +
    'nothing acknowledged is lost, 0 fen created or lost';
  it(
    title,
    async () => {
      const rndMain = prng(SEED);
      const sessions = new Map<string, Session[]>();
      await Promise.all(USERS.map(async (u) => sessions.set(u, await Promise.all([0, 1, 2].map(() => new Session(server.base, u).login())))));
      const initialRoots = await roots(pool);
      const initialApps = new Set((await pool.query<{ app_no: string }>('SELECT app_no FROM application')).rows.map((r) => r.app_no));

      const acks: Ack[] = [];
      const violations: string[] = [];
      const unexpected: string[] = [];
      const refusals = new Map<string, number>();
      const latency: number[] = [];
      const stats = { lost: 0, replayedAfterLoss: 0, localChecks: 0, globalChecks: 0, attempts: 0, downMs: 0, kills: 0 };
      const board: { held: Map<string, Line[]>; apps: BoardApp[] } = { held: new Map(), apps: [] };
      const started = Date.now();
      const loadEnd = started + LOAD_MS;
      // A slow (busy) machine may not have seen every kind of step succeed, or every kill, by loadEnd: the clients go on
      // until it has, at most EXTEND_MS longer, so the checks of what the run did below do not depend on the machine's speed.
      const coverageEnd = loadEnd + EXTEND_MS;
      const hardEnd = coverageEnd + 45_000;
      let running = true;

      const refresh = async () => {
        const held = await pool.query<{ credit_no: string; holder_corp_id: string; amount_fen: string }>(
          `SELECT credit_no, holder_corp_id, amount_fen FROM credit
          WHERE status = 'HELD' AND locked_by_app IS NULL AND holder_corp_id IN ('S1', 'S2', 'S3') AND due_date > $1 ORDER BY credit_no`,
          [BUSINESS_DATE],
        );
        const next = new Map<string, Line[]>();
        for (const r of held.rows) next.set(r.holder_corp_id, [...(next.get(r.holder_corp_id) ?? []), { creditNo: r.credit_no, amountFen: fen(r.amount_fen) }]);
        const apps = await pool.query<BoardApp>(
          `SELECT app_no, biz_type, status, applicant_corp_id, counterparty_corp_id FROM application WHERE biz_type IN ('TRANSFER', 'RETURN')
          AND status IN ('PENDING_REVIEW', 'RETURNED', 'PENDING_CP_SIGN', 'PENDING_CP_APPROVAL') ORDER BY app_no`,
        );
        board.held = next;
        board.apps = apps.rows.filter((a) => !initialApps.has(a.app_no));
      };
      await refresh();

      /** Mostly the first few (so clients collide on the same records), sometimes any. */
      const pick = <T>(rnd: () => number, list: readonly T[]): T | undefined =>
        list[Math.floor(rnd() * (rnd() < 0.5 ? Math.min(list.length, 6) : list.length))];
      const partOf = (rnd: () => number, amount: bigint, fullChance: number): bigint =>
        amount <= 1n || rnd() < fullChance ? amount : 1n + BigInt(Math.floor(rnd() * Number(amount - 1n)));

      function plan(rnd: () => number): Step | undefined {
        const r = rnd();
        const app = (statuses: AppStatus[]) =>
          pick(
            rnd,
            board.apps.filter((a) => statuses.includes(a.status)),
          );
        const on = (kind: Kind, a: BoardApp | undefined, who: string, path: string, body?: unknown): Step | undefined =>
          a ? { kind, user: who, appNo: a.app_no, url: fillPath(path, { appNo: a.app_no }), body } : undefined;
        if (r < 0.22) {
          const holder = rnd() < 0.55 ? 'S1' : 'S2';
          const held = board.held.get(holder) ?? [];
          const first = pick(rnd, held);
          const second = rnd() < 0.3 ? pick(rnd, held) : undefined;
          if (!first) return undefined;
          const credits = second && second.creditNo !== first.creditNo ? [first, second] : [first];
          const lines = credits.map((c) => ({ creditNo: c.creditNo, amountFen: partOf(rnd, c.amountFen, 0.35) }));
          const to = TRANSFER_TO[holder]!;
          const body = {
            receiverCorpId: to.receiver,
            contractId: to.contract,
            lines: lines.map((l) => ({ creditNo: l.creditNo, amount: yuan(l.amountFen) })),
            remark: '货款',
          };
          return { kind: 'TRANSFER', user: user(holder, 'op'), url: creditEndpoints.transferApply.path, body, lines, receiver: to.receiver };
        }
        if (r < 0.3) {
          const holder = ['S1', 'S2', 'S3'][Math.floor(rnd() * 3)] ?? 'S1';
          const c = pick(rnd, board.held.get(holder) ?? []);
          if (!c) return undefined;
          const lines = [{ creditNo: c.creditNo, amountFen: partOf(rnd, c.amountFen, 0.4) }];
          return {
            kind: 'RETURN_APPLY',
            user: user(holder, 'op'),
            url: creditEndpoints.returnApply.path,
            body: { lines: lines.map((l) => ({ creditNo: l.creditNo, amount: yuan(l.amountFen) })), reason: '货物退回' },
            lines,
          };
        }
        if (r < 0.48) {
          const a = app(['PENDING_REVIEW']);
          return on('APPROVE', a, user(a?.applicant_corp_id ?? '', 'dir'), creditEndpoints.approve.path);
        }
        if (r < 0.51) {
          const a = app(['PENDING_REVIEW']);
          return on('RETURN', a, user(a?.applicant_corp_id ?? '', 'dir'), creditEndpoints.return.path, { comment: '请补充合同' });
        }
        if (r < 0.54) {
          const a = app(['PENDING_REVIEW']);
          return on('REJECT', a, user(a?.applicant_corp_id ?? '', 'dir'), creditEndpoints.reject.path, { comment: '金额有误' });
        }
        if (r < 0.6) {
          const a = app(['PENDING_REVIEW', 'RETURNED']);
          return on('CANCEL', a, user(a?.applicant_corp_id ?? '', 'op'), creditEndpoints.cancel.path);
        }
        if (r < 0.78) {
          const a = app(['PENDING_CP_SIGN']);
          const decision = rnd() < 0.8 ? 'ACCEPT' : 'REFUSE';
          return on('DECIDE', a, user(a?.counterparty_corp_id ?? '', 'op'), creditEndpoints.decide.path, {
            decision,
            comment: decision === 'REFUSE' ? '合同金额不符' : '',
          });
        }
        const a = app(['PENDING_CP_APPROVAL']);
        if (r < 0.97) return on('CP_APPROVE', a, user(a?.counterparty_corp_id ?? '', 'dir'), creditEndpoints.approve.path);
        return on('CP_RETURN', a, user(a?.counterparty_corp_id ?? '', 'dir'), creditEndpoints.return.path, { comment: '请重新核对' });
      }

      /** One call, retried with the same key (and a fresh nonce) until the server answers; `drop` loses the first answer on purpose. */
      async function answer(
        s: Session,
        method: 'GET' | 'POST',
        target: string,
        body: unknown,
        key: string | undefined,
        onLoss: () => void,
        drop = false,
      ): Promise<Answer> {
        for (let tries = 0; ; tries += 1) {
          try {
            return await s.call(method, target, body, key, drop && tries === 0 ? 3 : undefined);
          } catch (error) {
            if (!(error instanceof LostAnswer)) throw error;
            stats.lost += 1;
            onLoss();
            if (Date.now() > hardEnd) throw new Error(`no answer to ${method} ${target} (key ${key ?? '-'}) by the deadline`, { cause: error });
            await sleep(100);
          }
        }
      }

      const expectedStatus = (kind: Kind, d: ApplicationDetail): AppStatus =>
        ({
          TRANSFER: 'PENDING_REVIEW',
          RETURN_APPLY: 'PENDING_REVIEW',
          APPROVE: 'PENDING_CP_SIGN',
          RETURN: 'RETURNED',
          REJECT: 'REJECTED',
          CANCEL: 'CANCELLED',
          DECIDE: 'PENDING_CP_APPROVAL',
          CP_RETURN: 'PENDING_CP_SIGN',
          CP_APPROVE: d.decision === 'ACCEPT' ? 'COMPLETED' : 'CP_REFUSED',
        })[kind] as AppStatus;

      async function perform(step: Step, rnd: () => number): Promise<void> {
        const list = sessions.get(step.user) ?? [];
        const s = list[Math.floor(rnd() * list.length)]!;
        let body = step.body;
        stats.attempts += 1;
        if (step.kind === 'APPROVE' || step.kind === 'CP_APPROVE') {
          const o = await answer(
            s,
            'GET',
            `${fillPath(SIGNING_ORIGINALS.CREDIT_ASSEMBLE.endpoint.path, { ids: step.appNo ?? '' })}?raType=CCB`,
            undefined,
            undefined,
            () => undefined,
          );
          if (o.status !== 200 || o.code !== '0') {
            if (typedRefusal(o)) refusals.set(`${step.kind} original ${o.code}`, (refusals.get(`${step.kind} original ${o.code}`) ?? 0) + 1);
            else unexpected.push(`${step.user} GET original of ${step.appNo} → ${o.status} ${o.text.slice(0, 300)}`);
            return;
          }
          body = dummyPayload(o.data as string);
        }
        const key = randomBytes(12).toString('hex');
        let lost = false;
        const t0 = Date.now();
        // A few answers are cut by the client itself (its network failing while the server works): the retry must get the stored answer.
        const a = await answer(s, 'POST', step.url, body, key, () => (lost = true), rnd() < 0.03);
        if (!lost) latency.push(Date.now() - t0);
        if (a.status === 200 && a.code === '0') {
          const d = a.data as ApplicationDetail;
          if (lost && a.replayed) stats.replayedAfterLoss += 1;
          if (step.appNo && d.appNo !== step.appNo) violations.push(`${step.kind} of ${step.appNo} answered for ${d.appNo}`);
          if (d.status !== expectedStatus(step.kind, d)) violations.push(`${step.kind} of ${d.appNo} by ${step.user} acknowledged in ${d.status}`);
          acks.push({
            kind: step.kind,
            user: step.user,
            key,
            url: step.url,
            body,
            appNo: d.appNo,
            status: d.status,
            hash: sha256(a.text),
            lines: step.lines,
            receiver: step.receiver,
          });
          stats.localChecks += 1;
          for (const v of await localViolations(pool, d.appNo)) violations.push(`after ${step.kind} ${d.appNo} by ${step.user}: ${v}`);
        } else if (typedRefusal(a)) {
          const k = `${step.kind} ${a.code}`;
          refusals.set(k, (refusals.get(k) ?? 0) + 1);
        } else {
          unexpected.push(`${step.user} POST ${step.url} ${JSON.stringify(body)} (key ${key}) → ${a.status} ${a.text.slice(0, 300)}`);
        }
      }

      const count = (k: Kind, status?: AppStatus) => acks.filter((a) => a.kind === k && (!status || a.status === status)).length;
      let coveredAt: number | undefined;
      const covered = () => {
        const all = EVERY_KIND.every((k) => count(k) > 0) && count('CP_APPROVE', 'COMPLETED') > 0 && count('CP_APPROVE', 'CP_REFUSED') > 0;
        if (all) coveredAt ??= Date.now();
        return all;
      };
      const worker = async (id: number) => {
        const rnd = prng(SEED + 1 + id);
        while ((Date.now() < loadEnd || !covered() || stats.kills < KILLS) && Date.now() < coverageEnd) {
          const step = plan(rnd);
          if (step) await perform(step, rnd);
          else await sleep(20);
        }
      };
      const globalCheck = async (when: string) => {
        stats.globalChecks += 1;
        for (const v of await inSnapshot(pool, (q) => checkLedgerInvariants(q))) violations.push(`${when}: ${v}`);
        // The bank's account identities (domain-lines.md §16.8), in a snapshot of their own.
        for (const v of await inSnapshot(pool, (q) => bankInvariantBreaks(q))) violations.push(`${when}: ${v}`);
      };
      const loops = [
        (async () => {
          while (running) {
            await refresh();
            await sleep(200);
          }
        })(),
        (async () => {
          while (running) {
            await globalCheck('whole-ledger check during the load');
            await sleep(1000);
          }
        })(),
      ];
      // Three kills at random moments in their thirds of 15 % … 85 % of the load, each once MIN_ACKS_BETWEEN_KILLS
      // operations were acknowledged since the previous kill (so each cuts a server under load, not one just started).
      /** When each kill came, in seconds from the start of the load (printed with the summary). */
      const killedAt: number[] = [];
      const kills = (async () => {
        const slot = (LOAD_MS * 0.7) / KILLS;
        for (let k = 0; k < KILLS; k += 1) {
          const at = started + LOAD_MS * 0.15 + k * slot + rndMain() * slot * 0.5;
          const acksBefore = acks.length;
          while ((Date.now() < at || acks.length - acksBefore < MIN_ACKS_BETWEEN_KILLS) && Date.now() < coverageEnd) await sleep(20);
          const next = await replacements[k]!;
          const down = Date.now();
          await server.kill('SIGKILL');
          stats.kills += 1;
          killedAt.push((down - started) / 1000);
          await globalCheck(`after SIGKILL ${k + 1}, before the replacement takes over`);
          server = next;
          for (const list of sessions.values()) for (const s of list) s.moveTo(server.base);
          stats.downMs += Date.now() - down;
        }
      })();
      await Promise.all([...Array.from({ length: CLIENTS }, (_, i) => worker(i)), kills]);
      running = false;
      await Promise.all(loops);
      const loadSeconds = (Date.now() - started) / 1000;
      const checksStarted = Date.now();

      // The end state, from the database.
      await globalCheck('at the end');
      const loadApps = [...new Set(acks.map((a) => a.appNo))];
      const idem = await pool.query<{ principal: string; key: string; response_status: number; response_body: string }>(
        'SELECT principal, key, response_status, response_body FROM idempotency WHERE principal = ANY($1)',
        [USERS],
      );
      const stored = new Map(idem.rows.map((r) => [`${r.principal}|${r.key}`, r]));
      for (const a of acks) {
        const row = stored.get(`${a.user}|${a.key}`);
        if (!row) violations.push(`acknowledged ${a.kind} ${a.appNo} by ${a.user} (key ${a.key}) is not stored`);
        else if (row.response_status !== 200 || sha256(row.response_body) !== a.hash)
          violations.push(`acknowledged ${a.kind} ${a.appNo} (key ${a.key}) is stored with another answer`);
      }
      const ackedKeys = new Set(acks.map((a) => `${a.user}|${a.key}`));
      for (const k of stored.keys()) if (!ackedKeys.has(k)) violations.push(`stored answer ${k} was never acknowledged`);

      const apps = new Map(
        (
          await pool.query<{ app_no: string; biz_type: string; status: AppStatus; applicant_corp_id: string; counterparty_corp_id: string }>(
            'SELECT app_no, biz_type, status, applicant_corp_id, counterparty_corp_id FROM application WHERE NOT (app_no = ANY($1))',
            [[...initialApps]],
          )
        ).rows.map((r) => [r.app_no, r]),
      );
      for (const appNo of loadApps) if (!apps.has(appNo)) violations.push(`acknowledged application ${appNo} does not exist`);
      for (const appNo of apps.keys()) if (!loadApps.includes(appNo)) violations.push(`application ${appNo} exists but was never acknowledged`);
      const flows = await pool.query<{ app_no: string; action: string; from_status: AppStatus | null; to_status: AppStatus; user_id: string }>(
        'SELECT app_no, action, from_status, to_status, user_id FROM flow_record WHERE credit_no IS NULL AND app_no = ANY($1) ORDER BY app_no, flow_id',
        [[...apps.keys()]],
      );
      // Each acknowledged step is one flow record of its application (who, to which state), and each record was acknowledged.
      const tally = new Map<string, number>();
      for (const f of flows.rows) {
        const k = `${f.app_no} → ${f.to_status} by ${f.user_id}`;
        tally.set(k, (tally.get(k) ?? 0) + 1);
      }
      for (const a of acks) tally.set(`${a.appNo} → ${a.status} by ${a.user}`, (tally.get(`${a.appNo} → ${a.status} by ${a.user}`) ?? 0) - 1);
      for (const [k, n] of tally)
        if (n !== 0) violations.push(n < 0 ? `acknowledged step ${k} has no flow record (${-n})` : `step ${k} was stored but never acknowledged (${n})`);
      const byApp = new Map<string, typeof flows.rows>();
      for (const f of flows.rows) byApp.set(f.app_no, [...(byApp.get(f.app_no) ?? []), f]);
      for (const [appNo, app] of apps) {
        let at: AppStatus | null = null;
        for (const f of byApp.get(appNo) ?? []) {
          const legal = (servedFlow(app.biz_type as BizType)?.transitions ?? []).some(
            (t) => t.action === f.action && t.from.includes(f.from_status) && t.to === f.to_status,
          );
          if (f.from_status !== at || !legal) violations.push(`${appNo}: step ${f.action} ${f.from_status ?? 'new'} → ${f.to_status} after ${at ?? 'nothing'}`);
          at = f.to_status;
        }
        if (at !== app.status) violations.push(`${appNo}: stored ${app.status}, its flow ends in ${at ?? 'nothing'}`);
      }

      // What each application was acknowledged to do is what it did.
      const parts = await pool.query<{
        app_no: string;
        credit_no: string;
        amount_fen: string;
        parent_status: string;
        parent_amount: string;
        parent_holder: string;
        locked_by_app: string | null;
        children: Array<{ holder: string; amount: string }> | null;
      }>(
        `SELECT ac.app_no, ac.credit_no, ac.amount_fen, p.status AS parent_status, p.amount_fen AS parent_amount,
              p.holder_corp_id AS parent_holder, p.locked_by_app,
              (SELECT json_agg(json_build_object('holder', c.holder_corp_id, 'amount', c.amount_fen::text))
                 FROM credit c WHERE c.parent_no = p.credit_no) AS children
         FROM app_credit ac JOIN credit p ON p.credit_no = ac.credit_no WHERE ac.app_no = ANY($1)`,
        [[...apps.keys()]],
      );
      const partsOf = new Map<string, typeof parts.rows>();
      for (const p of parts.rows) partsOf.set(p.app_no, [...(partsOf.get(p.app_no) ?? []), p]);
      for (const a of acks) {
        const app = apps.get(a.appNo);
        if (a.lines) {
          const got = (partsOf.get(a.appNo) ?? []).map((p) => `${p.credit_no}:${p.amount_fen}`).sort();
          if (JSON.stringify(got) !== JSON.stringify(a.lines.map((l) => `${l.creditNo}:${l.amountFen}`).sort()))
            violations.push(`${a.appNo}: credits ${got.join(',')} ≠ applied ${a.lines.map((l) => l.creditNo).join(',')}`);
          if (a.receiver && app?.counterparty_corp_id !== a.receiver) violations.push(`${a.appNo}: counterparty ${app?.counterparty_corp_id} ≠ ${a.receiver}`);
        }
      }
      let splits = 0;
      for (const [appNo, app] of apps) {
        for (const p of partsOf.get(appNo) ?? []) {
          const moved = fen(p.amount_fen);
          const kept = fen(p.parent_amount) - moved;
          if (app.status === 'COMPLETED') {
            splits += 1;
            const kids = (p.children ?? []).map((c) => `${c.holder}:${c.amount}`).sort();
            const want = [`${app.counterparty_corp_id}:${moved}`, ...(kept > 0n ? [`${app.applicant_corp_id}:${kept}`] : [])].sort();
            if (p.parent_status !== 'SPLIT' || JSON.stringify(kids) !== JSON.stringify(want))
              violations.push(`${appNo} completed: ${p.credit_no} is ${p.parent_status} with children ${kids.join(',')}, expected ${want.join(',')}`);
          } else if (!OPEN_STATUSES.includes(app.status) && p.locked_by_app === appNo)
            violations.push(`${appNo} is ${app.status} but still locks ${p.credit_no}`);
        }
      }

      // 0 fen created or lost: the same roots with the same amounts, each the sum of its leaves; one open application per credit.
      const endRoots = await roots(pool);
      for (const no of initialRoots.keys()) if (!endRoots.has(no)) violations.push(`root ${no} is gone`);
      for (const [no, r] of endRoots) {
        if (r.amount !== initialRoots.get(no)?.amount || r.leaves !== r.amount)
          violations.push(`root ${no}: amount ${r.amount}, leaves ${r.leaves}, seeded ${initialRoots.get(no)?.amount}`);
      }
      const doubly = await pool.query<{ credit_no: string; n: string }>(
        `SELECT ac.credit_no, count(*) AS n FROM app_credit ac JOIN application a ON a.app_no = ac.app_no
        WHERE a.status = ANY($1) AND a.biz_type <> 'CASH' GROUP BY ac.credit_no HAVING count(*) > 1`,
        [OPEN_STATUSES],
      );
      for (const r of doubly.rows) violations.push(`credit ${r.credit_no} is in ${r.n} open applications`);

      // Replays of a sample of acknowledged keys give the stored answer, byte for byte.
      for (const a of Array.from({ length: Math.min(40, acks.length) }, () => acks[Math.floor(rndMain() * acks.length)]!)) {
        const r = await sessions.get(a.user)![0]!.call('POST', a.url, a.body, a.key);
        if (r.status !== 200 || !r.replayed || sha256(r.text) !== a.hash)
          violations.push(`replay of ${a.kind} ${a.appNo} (key ${a.key}): ${r.status} replayed=${r.replayed} ${r.text.slice(0, 200)}`);
      }

      const summary = {
        seed: SEED,
        server: serverCommand().label,
        loadSeconds,
        killedAt,
        coveredAt: coveredAt === undefined ? null : (coveredAt - started) / 1000,
        checkSeconds: (Date.now() - checksStarted) / 1000,
        acknowledged: acks.length,
        perSecond: Math.round(acks.length / loadSeconds),
        completed: splits,
        byKind: Object.fromEntries(
          (['TRANSFER', 'RETURN_APPLY', 'APPROVE', 'RETURN', 'REJECT', 'CANCEL', 'DECIDE', 'CP_APPROVE', 'CP_RETURN'] as Kind[]).map((k) => [k, count(k)]),
        ),
        callMs: { p50: latency.sort((x, y) => x - y)[Math.floor(latency.length * 0.5)], p99: latency[Math.floor(latency.length * 0.99)] },
        refusals: Object.fromEntries([...refusals].sort((x, y) => y[1] - x[1])),
        ...stats,
      };
      console.log(`load-kill: ${JSON.stringify(summary)}`);
      expect(unexpected, 'answers that are neither a success nor a typed refusal').toEqual([]);
      expect(server.errors(), 'errors in the server log').toEqual([]);
      expect(violations.slice(0, 40), `${violations.length} violations`).toEqual([]);
      // The run did what it claims: every kind of step succeeded, contention produced refusals, the kills cut answers.
      expect(stats.kills).toBe(KILLS);
      expect(stats.lost).toBeGreaterThan(0);
      expect(stats.replayedAfterLoss, 'answers lost after the commit and given again by the replay').toBeGreaterThan(0);
      expect([...refusals.values()].reduce((s, n) => s + n, 0)).toBeGreaterThan(0);
      for (const k of EVERY_KIND) expect(count(k), k).toBeGreaterThan(0);
      expect(count('CP_APPROVE', 'COMPLETED')).toBeGreaterThan(0);
      expect(count('CP_APPROVE', 'CP_REFUSED')).toBeGreaterThan(0);
    },
    300_000,
  );
});
