import { expect } from 'vitest';
import { SIGNING_ORIGINALS, creditEndpoints } from '@scf/api/contract';
import type { ApplicationDetail } from '@scf/api/contract';
import { checkLedgerInvariants, planNumbers } from '../../src/modules/credits';
import { bindWithRecord } from '../../src/modules/ukey';
import { bankOfIssuer } from '../../src/platform/signing/banks';
import { ruleForSerial } from '../../src/platform/signing/signing-rules';
import type { Queryable } from '../../src/platform/db/db';
import { demoLedgerPlan } from '../../src/seed/credit-ledger';
import { BUSINESS_DATE } from '../helpers/business-date';
import type { CallResult, TestClient } from '../helpers/test-client';
import { demoKey } from '../signing/demo-keys';

/** The demo ledger's numbers by the keys of domain.md §13.4 (CR2, ISS-3, LD2, WDR…). */
export const DEMO = planNumbers(demoLedgerPlan(BUSINESS_DATE));
export const credit = (key: string): string => DEMO.credits[key] ?? '';
export const app = (key: string): string => DEMO.apps[key] ?? '';

/** The data of a successful call, or a failed expectation naming the refusal. */
export function ok<T = unknown>(res: CallResult): T {
  expect(res.body.code, `${res.status} ${res.body.message}`).toBe('0');
  return res.body.data as T;
}

/** A refusal: HTTP status, code and the Chinese message. */
export function refused(res: CallResult, message: string | RegExp, code?: string): void {
  expect(res.body.code).not.toBe('0');
  if (code) expect(res.body.code).toBe(code);
  if (typeof message === 'string') expect(res.body.message).toBe(message);
  else expect(res.body.message).toMatch(message);
}

/** The original a director signs for an application (CREDIT_ASSEMBLE, or PENDING_LIMIT for a distribution). */
export async function originalFor(c: TestClient, appNo: string, type: 'CREDIT_ASSEMBLE' | 'PENDING_LIMIT' = 'CREDIT_ASSEMBLE'): Promise<CallResult> {
  return type === 'CREDIT_ASSEMBLE'
    ? c.callEndpoint(SIGNING_ORIGINALS.CREDIT_ASSEMBLE.endpoint, { params: { ids: appNo }, query: { raType: 'CCB' } })
    : c.callEndpoint(SIGNING_ORIGINALS.PENDING_LIMIT.endpoint, { params: { id: appNo } });
}

/** The signed payload of spec §3 over `original`, made with the demo key of `user` (the local agent's keys). */
export function signedPayload(keyId: string, original: string, appNo: string) {
  const key = demoKey(keyId);
  return {
    algorithmType: key.key.certType === 'SM2' ? 'SM3withSM2' : 'SHA1withRSA',
    issuerDn: key.cert.issuerDN,
    raType: 'CCB',
    signature: key.sign(original),
    certSerialNo: key.cert.serialNorm.toUpperCase(),
    original,
    creditList: [{ fkCredit: appNo }],
  };
}

/** The spec's dummy values, for a server with the signing switch off. */
export const dummyPayload = (original: string) => ({
  algorithmType: 'NONE',
  issuerDn: 'NONE',
  raType: 'NONE',
  signature: 'NONE',
  certSerialNo: 'NONE',
  original,
});

/** 同意 with the key: fetch the original, sign it with the demo key `keyId` (a director's own), submit. */
export async function approveWithKey(
  c: TestClient,
  keyId: string,
  appNo: string,
  type: 'CREDIT_ASSEMBLE' | 'PENDING_LIMIT' = 'CREDIT_ASSEMBLE',
): Promise<CallResult> {
  const original = ok<string>(await originalFor(c, appNo, type));
  return c.callEndpoint(creditEndpoints.approve, { params: { appNo }, body: signedPayload(keyId, original, appNo) });
}

/** Bind a spare demo key to a user's role, as a director binding it would (the final reviewer has none in the demo). */
export async function bindSpareKey(db: Queryable, keyId: string, userId: string, roleCode: string): Promise<void> {
  const key = demoKey(keyId);
  const rule = ruleForSerial(key.cert.serialNorm);
  const bank = bankOfIssuer(key.cert.issuerDN);
  if (!rule || !bank) throw new Error(`spare key ${keyId} does not fit the rules`);
  const [user] = await db.query<{ corp_id: string }>('SELECT corp_id FROM app_user WHERE user_id = $1', [userId]);
  await db.transaction((tx) =>
    bindWithRecord(
      tx,
      { now: Date.parse(`${BUSINESS_DATE}T00:00:00Z`), businessDate: BUSINESS_DATE },
      'ADD',
      {
        corpId: user?.corp_id ?? '',
        userId,
        roleCode,
        cert: key.cert,
        signAlg: rule.alg,
        bank: bank.code,
        ukeyCode: key.key.keyCode,
        medium: 'UKEY',
        boundBy: userId,
      },
      key.key.certDerB64,
      null,
    ),
  );
}

export interface Figures {
  line: { allocated: bigint; used: bigint; frozen: bigint; available: bigint };
  c2: { allocated: bigint; used: bigint; frozen: bigint; available: bigint };
}

/** L1's and C2's figures straight from the tables. */
export async function figures(db: Queryable): Promise<Figures> {
  const [l] = await db.query<Record<string, unknown>>("SELECT total_fen, allocated_fen, used_fen, frozen_fen FROM credit_line WHERE line_id = 'L1'");
  const [s] = await db.query<Record<string, unknown>>("SELECT allocated_fen, used_fen, frozen_fen FROM sub_limit WHERE sub_limit_id = 'SL-L1-C2'");
  const b = (v: unknown) => BigInt(String(v));
  return {
    line: {
      allocated: b(l?.allocated_fen),
      used: b(l?.used_fen),
      frozen: b(l?.frozen_fen),
      available: b(l?.total_fen) - b(l?.allocated_fen) - b(l?.used_fen) - b(l?.frozen_fen),
    },
    c2: { allocated: b(s?.allocated_fen), used: b(s?.used_fen), frozen: b(s?.frozen_fen), available: b(s?.allocated_fen) - b(s?.used_fen) - b(s?.frozen_fen) },
  };
}

/** A snapshot of everything a refused call must leave unchanged. */
export async function ledgerSnapshot(db: Queryable): Promise<string> {
  const q = async (sql: string) => JSON.stringify(await db.query(sql), (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v));
  return [
    await q('SELECT * FROM credit_line ORDER BY line_id'),
    await q('SELECT * FROM sub_limit ORDER BY sub_limit_id'),
    await q('SELECT count(*) AS n FROM limit_ledger'),
    await q('SELECT credit_no, status, locked_by_app FROM credit ORDER BY credit_no'),
    await q('SELECT app_no, status, version FROM application ORDER BY app_no'),
    await q('SELECT count(*) AS n FROM flow_record'),
    await q('SELECT count(*) AS n FROM todo WHERE done_at IS NULL'),
  ].join('\n');
}

export async function expectInvariants(db: Queryable): Promise<void> {
  expect(await checkLedgerInvariants(db)).toEqual([]);
}

/** A working day 90 days out from the pinned business date (2025-09-15 is a Monday). */
export const DUE = '2025-09-15';

export const issueBody = (
  o: { issuer?: string; receiver?: string; amount?: string; due?: string; contract?: string; submit?: boolean; appNo?: string } = {},
) => ({
  ...(o.appNo ? { appNo: o.appNo } : {}),
  issuerCorpId: o.issuer ?? 'C1',
  lines: [{ receiverCorpId: o.receiver ?? 'S1', amount: o.amount ?? '1000.00', dueDate: o.due ?? DUE, contractId: o.contract ?? 'CT-HT-2025-001', remark: '' }],
  submit: o.submit ?? true,
});

export const issue = (c: TestClient, o: Parameters<typeof issueBody>[0] = {}) => c.callEndpoint(creditEndpoints.issueApply, { body: issueBody(o) });

export type { ApplicationDetail };
