/**
 * Issue 34: a credit application's answer reads the issuer's account, its credits with parts and its flow in one
 * statement (`answerParts`). Every application of the demo ledger must show exactly what the three reads of before show
 * (accountOf, appCreditParts, flowsOfApp), through the same views, to the fen.
 */
import { describe, expect, it } from 'vitest';
import { accountOf, accountView, flowView, flowsOfApp } from '../../src/modules/applications';
import { answerParts, preferredAccount } from '../../src/modules/credits/answer-parts.repo';
import { appCreditParts } from '../../src/modules/credits/credit.repo';
import { creditView, decimal } from '../../src/modules/credits/credit.view';
import { useTestServer } from '../helpers/test-server';

const server = useTestServer();
const TYPES = ['SPECIAL', 'SETTLEMENT'] as const;

describe('answerParts (issue 34: the answer of a credit step in one read)', () => {
  it('shows every demo application as the separate reads do: the issuer account, the credits with parts, the flow', async () => {
    const db = server.db;
    const apps = await db.query<{ app_no: string; issuer_corp_id: string | null }>(
      "SELECT app_no, issuer_corp_id FROM application WHERE biz_type IN ('ISSUE', 'WITHDRAW', 'RECYCLE', 'SIGN', 'TRANSFER', 'RETURN') ORDER BY app_no",
    );
    expect(apps.length).toBeGreaterThan(0);
    let credits = 0;
    for (const a of apps) {
      const one = await answerParts(db, a.app_no, a.issuer_corp_id, TYPES);
      const account = a.issuer_corp_id ? await accountOf(db, a.issuer_corp_id, TYPES) : undefined;
      expect(accountView(a.issuer_corp_id ? preferredAccount(one.accounts, TYPES) : undefined), a.app_no).toEqual(accountView(account));
      const parts = await appCreditParts(db, a.app_no);
      const view = (rows: typeof parts) => rows.map((c) => ({ credit: creditView(c), amount: decimal(c.part_fen) }));
      expect(view(one.credits), a.app_no).toEqual(view(parts));
      expect(
        one.flows.map((r) => flowView(r)),
        a.app_no,
      ).toEqual((await flowsOfApp(db, a.app_no)).map((r) => flowView(r)));
      credits += parts.length;
    }
    expect(credits).toBeGreaterThan(0);
  });

  it('keeps a fen amount beyond a JSON number’s 53 bits exact', async () => {
    const db = server.db;
    const [a] = await db.query<{ app_no: string; credit_no: string }>('SELECT app_no, credit_no FROM app_credit ORDER BY app_no, credit_no LIMIT 1');
    if (!a) throw new Error('the demo has no app_credit row');
    await db
      .transaction(async (tx) => {
        await tx.query('UPDATE app_credit SET amount_fen = $3 WHERE app_no = $1 AND credit_no = $2', [a.app_no, a.credit_no, '9007199254740993']);
        const one = await answerParts(tx, a.app_no, null, TYPES);
        expect(one.credits.find((c) => c.credit_no === a.credit_no)?.part_fen).toBe('9007199254740993');
        throw new Error('rollback');
      })
      .catch((e: Error) => expect(e.message).toBe('rollback'));
  });
});
