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

/** The credit read with its fen as text (JSON numbers stop at 53 bits). */
const CREDIT_SELECT_TEXT = CREDIT_SELECT.replace('c.amount_fen,', 'c.amount_fen::text AS amount_fen,');
/** The flow read with its int8 columns as text, and its order. */
const FLOW_SELECT_TEXT = FLOW_SELECT.replace(/^SELECT f\.at,/, 'SELECT f.flow_id AS flow_order, f.at::text AS at,').replace(
  'f.amount_fen,',
  'f.amount_fen::text AS amount_fen,',
);

/**
 * The three reads of a credit application's answer in one statement: the issuer's active accounts of `types` (as
 * `accountOf` reads them), the credits it acts on with their parts (as `appCreditParts`), its flow records (as
 * `flowsOfApp`), each a JSON array in the same order. The BIGINT columns go as text, as PostgreSQL's driver hands
 * them over (no fen lost to a JSON number). `json_agg` of rows whose columns are already what the answer needs, not
 * `to_jsonb` of each row merged with its text columns: the jsonb building was the larger part of this read's time,
 * and the credits are found from the application's parts (the key's index), not by a scan of every credit.
 */
export async function answerParts(q: Queryable, appNo: string, issuerCorpId: string | null, types: readonly string[]): Promise<AnswerParts> {
  const rows = await q.query<{ accounts: unknown; credits: unknown; flows: unknown }>(
    `SELECT
       (SELECT coalesce(json_agg(b ORDER BY b.account_id), '[]')
          FROM (SELECT account_id, corp_id, account_no, account_name, bank_name, bank_code, account_type, balance_fen::text AS balance_fen,
                       frozen_fen::text AS frozen_fen
                  FROM bank_account
                 WHERE corp_id = $2 AND status = 'ACTIVE' AND account_type = ANY($3::text[]) AND ${PAYING_SPECIAL}) b) AS accounts,
       (SELECT coalesce(json_agg(x ORDER BY x.credit_no), '[]')
          FROM (SELECT y.*, ac.amount_fen::text AS part_fen
                  FROM app_credit ac CROSS JOIN LATERAL (${CREDIT_SELECT_TEXT} WHERE c.credit_no = ac.credit_no) y
                 WHERE ac.app_no = $1) x) AS credits,
       (SELECT coalesce(json_agg(y ORDER BY y.flow_order), '[]') FROM (${FLOW_SELECT_TEXT} WHERE f.app_no = $1) y) AS flows`,
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
