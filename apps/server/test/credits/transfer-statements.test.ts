/**
 * Issue 34 item 3: the statements one whole transfer sends to the database (the bench's loop: apply, the director's
 * original and approve, the counterparty's decide, its director's original and approve), counted through a wrapper of
 * the server's db on a warm server (the guard's facts already kept with the sessions). Fails when the count grows back.
 * `TRANSFER_STATEMENTS_OUT=<file>` writes every statement by call, for the table in docs/performance.md.
 */
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { creditEndpoints } from '@scf/api/contract';
import type { TestClient } from '../helpers/test-client';
import { statementsOf as countStatements } from '../helpers/statements-of';
import { useTestServer } from '../helpers/test-server';
import { approveWithKey, issue, ok, originalFor, signedPayload } from './ledger-helpers';
import type { ApplicationDetail } from './ledger-helpers';

const server = useTestServer();

/** The most statements one whole transfer may send (BEGIN and COMMIT of its 4 transactions included). */
const MOST = 78;

/** Every statement the server sends while `fn` runs, BEGIN and COMMIT of each transaction included. */
const statementsOf = (fn: () => Promise<unknown>) => countStatements(server, fn, { transactions: true });

interface Parties {
  op: TestClient;
  dir: TestClient;
  cpOp: TestClient;
  cpDir: TestClient;
}

/** One whole transfer of 1.00 of `creditNo` S1 → S2; each call's statements, and the credit S1 keeps. */
async function wholeTransfer(p: Parties, creditNo: string): Promise<{ calls: Record<string, string[]>; kept: string }> {
  const calls: Record<string, string[]> = {};
  let appNo = '';
  let original = '';
  let done: ApplicationDetail | undefined;
  calls.apply = await statementsOf(async () => {
    const body = { receiverCorpId: 'S2', contractId: 'CT-HT-2025-201', remark: '', lines: [{ creditNo, amount: '1.00' }] };
    appNo = ok<ApplicationDetail>(await p.op.callEndpoint(creditEndpoints.transferApply, { body })).appNo;
  });
  const approve = async (c: TestClient, key: string) => {
    const body = signedPayload(key, original, appNo);
    done = ok<ApplicationDetail>(await c.callEndpoint(creditEndpoints.approve, { params: { appNo }, body }));
  };
  calls.original = await statementsOf(async () => (original = ok<string>(await originalFor(p.dir, appNo))));
  calls.approve = await statementsOf(() => approve(p.dir, 's1_dir'));
  expect(done?.status).toBe('PENDING_CP_SIGN');
  calls.decide = await statementsOf(async () =>
    ok(await p.cpOp.callEndpoint(creditEndpoints.decide, { params: { appNo }, body: { decision: 'ACCEPT', comment: '' } })),
  );
  calls.cpOriginal = await statementsOf(async () => (original = ok<string>(await originalFor(p.cpDir, appNo))));
  calls.cpApprove = await statementsOf(() => approve(p.cpDir, 's2_dir'));
  expect(done?.status).toBe('COMPLETED');
  const kept = done?.flow.find((f) => f.action === 'SPLIT_KEEP')?.creditNo ?? '';
  expect(kept).not.toBe('');
  return { calls, kept };
}

describe('one whole transfer (issue 34: the ledger against its floor)', () => {
  it(`sends at most ${MOST} statements: the application locked and read with the ledger parameters, one per message, numbers at once`, async () => {
    const issued = ok<ApplicationDetail>(await issue(await server.login('c1_op'), { amount: '1000.00' }));
    const approved = ok<ApplicationDetail>(await approveWithKey(await server.login('c1_dir'), 'c1_dir', issued.appNo));
    const creditNo = approved.lines[0]?.creditNo ?? '';
    const op = await server.login('s1_op');
    const sign = ok<ApplicationDetail>(await op.callEndpoint(creditEndpoints.signFor, { params: { creditNo }, body: { decision: 'ACCEPT', comment: '' } }));
    const dir = await server.login('s1_dir');
    ok(await approveWithKey(dir, 's1_dir', sign.appNo));
    const p: Parties = { op, dir, cpOp: await server.login('s2_op'), cpDir: await server.login('s2_dir') };
    // The first transfer warms the sessions' kept facts (as the bench's warm-up does); the second is counted.
    const { kept } = await wholeTransfer(p, creditNo);
    const { calls } = await wholeTransfer(p, kept);
    const out = process.env.TRANSFER_STATEMENTS_OUT;
    if (out) writeFileSync(out, JSON.stringify(calls, null, 1));
    const all = Object.values(calls).flat();
    expect(all.filter((s) => s === 'BEGIN')).toHaveLength(4);
    // Every lock stays: the application of each of the three steps on it, the credit of the apply and of the split.
    expect(all.filter((s) => /FROM application a .* FOR NO KEY UPDATE OF a$/.test(s))).toHaveLength(3);
    // The credits locked by the statement that reads them (a CTE taking them in ascending order).
    expect(all.filter((s) => /^WITH locked AS MATERIALIZED \(SELECT \* FROM credit WHERE .* ORDER BY credit_no FOR NO KEY UPDATE\)/.test(s))).toHaveLength(2);
    // Each of the 6 calls claims its nonce; no separate read of the ledger parameters or of a role's users.
    expect(all.filter((s) => /^INSERT INTO request_nonce/.test(s))).toHaveLength(6);
    expect(all.filter((s) => /^SELECT value_json FROM sys_config/.test(s))).toHaveLength(1);
    expect(all.filter((s) => /^SELECT u\.user_id FROM app_user u JOIN user_role/.test(s))).toEqual([]);
    expect(all.length).toBeLessThanOrEqual(MOST);
  });
});
