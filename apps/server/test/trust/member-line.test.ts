/**
 * Issue 26 Low: a member unit reads its group's line (额度详情) only as far as its own sub-limit draws on it: the
 * credits and ledger entries of the group and of other members stay the group's.
 */
import { describe, expect, it } from 'vitest';
import { limitEndpoints } from '@scf/api/contract';
import type { Credit, Page } from '@scf/api/contract';
import { ok } from '../credits/ledger-helpers';
import { useTestServer } from '../helpers/test-server';

const server = useTestServer();
type Entry = { kind: string; bizType: string; bizNo: string; amount: string; corp: { corpId: string } };

async function linePages(user: string) {
  const c = await server.login(user);
  const body = { page: 1, size: 100 };
  const credits = ok<Page<Credit>>(await c.callEndpoint(limitEndpoints.lineCredits, { params: { lineId: 'L1' }, body }));
  const ledger = ok<Page<Entry>>(await c.callEndpoint(limitEndpoints.lineLedger, { params: { lineId: 'L1' }, body }));
  return { credits, ledger };
}

describe('issue 26 Low: a member unit reads only its own part of its group line', () => {
  it('shows C2 the credits and ledger entries of its sub-limit on L1, and C1 the whole line', async () => {
    const group = await linePages('c1_query');
    const member = await linePages('c2_op');
    const [sub] = await server.db.query<{ sub_limit_id: string }>("SELECT sub_limit_id FROM sub_limit WHERE line_id = 'L1' AND corp_id = 'C2'");
    const ofC2 = await server.db.query<{ credit_no: string }>('SELECT credit_no FROM credit WHERE sub_limit_id = $1', [sub?.sub_limit_id]);
    const c2Entries = await server.db.query<{ n: string }>('SELECT count(*) AS n FROM limit_ledger WHERE sub_limit_id = $1', [sub?.sub_limit_id]);
    // The group reads the whole line: its own credits and C2's.
    expect(group.credits.rows.some((c) => c.issuer.corpId === 'C1')).toBe(true);
    expect(group.credits.rows.some((c) => c.issuer.corpId === 'C2')).toBe(true);
    // The member reads its own credits only, and every entry it reads is of its sub-limit.
    expect(member.credits.total).toBeGreaterThan(0);
    expect(member.credits.rows.every((c) => ofC2.some((r) => r.credit_no === c.creditNo))).toBe(true);
    expect(member.credits.rows.map((c) => c.creditNo)).toEqual(group.credits.rows.filter((c) => c.issuer.corpId === 'C2').map((c) => c.creditNo));
    expect(member.ledger.total).toBe(Number(c2Entries[0]?.n));
    expect(member.ledger.total).toBeGreaterThan(0);
    expect(member.ledger.total).toBeLessThan(group.ledger.total);
    expect(member.ledger.rows.every((e) => e.corp.corpId === 'C2' || e.bizType === 'LIMIT_DIST')).toBe(true);
  });
});
