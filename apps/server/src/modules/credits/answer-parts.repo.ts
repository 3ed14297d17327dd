import type { Queryable } from '../../platform/db/db';
import { FLOW_SELECT, PAYING_SPECIAL } from '../applications';
import type { AccountRow, FlowRow } from '../applications';
import { CREDIT_SELECT } from './credit.repo';
import type { CreditRow } from './credit.repo';

/** What the answer of a credit application shows, read at once (issue 34): the issuer's accounts, the credits with parts, the flow. */
export interface AnswerParts {
  accounts: AccountRow[];
  credits: Array<CreditRow & { part_fen: unknown }>;
  flows: FlowRow[];
}

/**
 * The three reads of a credit application's answer in one statement: the issuer's active accounts of `types` (as
 * `accountOf` reads them), the credits it acts on with their parts (as `appCreditParts`), its flow records (as
 * `flowsOfApp`), each a JSON array in the same order. The BIGINT columns go as text, as PostgreSQL's driver hands
 * them over (no fen lost to a JSON number).
 */
export async function answerParts(q: Queryable, appNo: string, issuerCorpId: string | null, types: readonly string[]): Promise<AnswerParts> {
  const rows = await q.query<{ accounts: unknown; credits: unknown; flows: unknown }>(
    `SELECT
       (SELECT coalesce(jsonb_agg(to_jsonb(b) || jsonb_build_object('balance_fen', b.balance_fen::text) ORDER BY b.account_id), '[]'::jsonb)
          FROM bank_account b
         WHERE b.corp_id = $2 AND b.status = 'ACTIVE' AND b.account_type = ANY($3::text[]) AND ${PAYING_SPECIAL}) AS accounts,
       (SELECT coalesce(jsonb_agg(to_jsonb(x) || jsonb_build_object('amount_fen', x.amount_fen::text, 'part_fen', ac.amount_fen::text)
                                  ORDER BY x.credit_no), '[]'::jsonb)
          FROM (${CREDIT_SELECT}) x JOIN app_credit ac ON ac.credit_no = x.credit_no WHERE ac.app_no = $1) AS credits,
       (SELECT coalesce(jsonb_agg(to_jsonb(y) || jsonb_build_object('at', y.at::text, 'amount_fen', y.amount_fen::text) ORDER BY y.flow_order),
                        '[]'::jsonb)
          FROM (${FLOW_SELECT.replace(/^SELECT /, 'SELECT f.flow_id AS flow_order, ')} WHERE f.app_no = $1) y) AS flows`,
    [appNo, issuerCorpId, [...types]],
  );
  const row = rows[0];
  const parsed = (v: unknown): unknown[] => (typeof v === 'string' ? (JSON.parse(v) as unknown[]) : ((v ?? []) as unknown[]));
  return {
    accounts: parsed(row?.accounts) as AccountRow[],
    credits: parsed(row?.credits) as AnswerParts['credits'],
    flows: parsed(row?.flows) as FlowRow[],
  };
}

/** The account `accountOf` picks among the rows: the first of `types` (in order of preference) the corporation has. */
export const preferredAccount = (rows: readonly AccountRow[], types: readonly string[]): AccountRow | undefined =>
  types.map((t) => rows.find((r) => r.account_type === t)).find(Boolean);
