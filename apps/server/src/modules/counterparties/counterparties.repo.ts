import type { Queryable } from '../../platform/db/db';
import { paddedNextval } from '../../platform/db/serial-number';

export type Relation = 'SUPPLIER' | 'CUSTOMER';
export type RequestStatus = 'PENDING' | 'CONFIRMED' | 'REJECTED';

export interface PartyCorpRow {
  corp_id: string;
  corp_name: string;
  uscc: string;
  corp_type: string;
}

const CORP = 'SELECT corp_id, corp_name, uscc, corp_type FROM corp';
export const activeCorpByUscc = async (q: Queryable, uscc: string): Promise<PartyCorpRow | undefined> =>
  (await q.query<PartyCorpRow>(`${CORP} WHERE uscc = $1 AND status = 'ACTIVE'`, [uscc]))[0];
export const activeCorpsByName = (q: Queryable, name: string): Promise<PartyCorpRow[]> =>
  q.query<PartyCorpRow>(`${CORP} WHERE corp_name = $1 AND status = 'ACTIVE' ORDER BY corp_id`, [name]);
export const corpRow = async (q: Queryable, corpId: string): Promise<PartyCorpRow | undefined> =>
  (await q.query<PartyCorpRow>(`${CORP} WHERE corp_id = $1`, [corpId]))[0];

/** Whether `counterpartyCorpId` already counts as the corporation's supplier or customer. */
export async function relationExists(q: Queryable, corpId: string, counterpartyCorpId: string, relation: Relation): Promise<boolean> {
  return (
    (await q.query('SELECT 1 FROM counterparty_rel WHERE corp_id = $1 AND counterparty_corp_id = $2 AND relation = $3', [corpId, counterpartyCorpId, relation]))
      .length > 0
  );
}

/** A relation from one side (ON CONFLICT: confirming what already holds changes nothing). */
export async function insertRelation(q: Queryable, corpId: string, counterpartyCorpId: string, relation: Relation, since: string): Promise<void> {
  await q.query('INSERT INTO counterparty_rel (corp_id, counterparty_corp_id, relation, since) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [
    corpId,
    counterpartyCorpId,
    relation,
    since,
  ]);
}

export interface RequestRow {
  request_id: string;
  requester_corp_id: string;
  target_corp_id: string;
  relation: Relation;
  status: RequestStatus;
  requested_on: string;
}

const REQUEST = 'SELECT request_id, requester_corp_id, target_corp_id, relation, status, requested_on FROM counterparty_request';

/** The open request between two corporations, whichever asked. */
export const openRequestBetween = async (q: Queryable, a: string, b: string): Promise<RequestRow | undefined> =>
  (
    await q.query<RequestRow>(
      `${REQUEST} WHERE status = 'PENDING' AND ((requester_corp_id = $1 AND target_corp_id = $2) OR (requester_corp_id = $2 AND target_corp_id = $1))`,
      [a, b],
    )
  )[0];

/** A request, locked for the decision. */
export const requestForUpdate = async (q: Queryable, requestId: string): Promise<RequestRow | undefined> =>
  (await q.query<RequestRow>(`${REQUEST} WHERE request_id = $1 FOR UPDATE`, [requestId]))[0];

export async function insertRequest(
  q: Queryable,
  r: { requesterCorpId: string; targetCorpId: string; relation: Relation; userId: string; on: string; at: number },
): Promise<RequestRow> {
  const rows = await q.query<RequestRow>(
    `INSERT INTO counterparty_request (request_id, requester_corp_id, target_corp_id, relation, status, requested_by, requested_on, requested_at)
     VALUES ('CPR' || ${paddedNextval('counterparty_request_seq', 6)}, $1, $2, $3, 'PENDING', $4, $5, $6)
     RETURNING request_id, requester_corp_id, target_corp_id, relation, status, requested_on`,
    [r.requesterCorpId, r.targetCorpId, r.relation, r.userId, r.on, r.at],
  );
  return rows[0]!;
}

export async function decideRequest(q: Queryable, requestId: string, status: 'CONFIRMED' | 'REJECTED', userId: string, at: number): Promise<void> {
  await q.query('UPDATE counterparty_request SET status = $2, decided_by = $3, decided_at = $4 WHERE request_id = $1', [requestId, status, userId, at]);
}

export interface CounterpartyRow {
  key: string;
  request_id: string | null;
  corp_id: string;
  corp_name: string;
  uscc: string;
  role: Relation;
  status: RequestStatus;
  direction: 'SENT' | 'RECEIVED' | null;
  since: string;
}

/** The corporation's confirmed relations and its open or refused requests, seen from its side ($1). */
const ROWS = `
  SELECT 'REL:' || c.corp_id || ':' || r.relation AS key, NULL::text AS request_id, c.corp_id, c.corp_name, c.uscc, r.relation AS role,
         'CONFIRMED' AS status, NULL::text AS direction, r.since
    FROM counterparty_rel r JOIN corp c ON c.corp_id = r.counterparty_corp_id
   WHERE r.corp_id = $1
  UNION ALL
  SELECT 'REQ:' || q.request_id, q.request_id, c.corp_id, c.corp_name, c.uscc,
         CASE WHEN q.requester_corp_id = $1 THEN q.relation WHEN q.relation = 'SUPPLIER' THEN 'CUSTOMER' ELSE 'SUPPLIER' END,
         q.status, CASE WHEN q.requester_corp_id = $1 THEN 'SENT' ELSE 'RECEIVED' END, q.requested_on
    FROM counterparty_request q
    JOIN corp c ON c.corp_id = CASE WHEN q.requester_corp_id = $1 THEN q.target_corp_id ELSE q.requester_corp_id END
   WHERE q.status <> 'CONFIRMED' AND (q.requester_corp_id = $1 OR q.target_corp_id = $1)`;

export interface CounterpartyFilter {
  /** A LIKE pattern on the name or the (upper-case) USCC. */
  pattern: string;
  status: RequestStatus | null;
}

/** One page of the corporation's rows: open requests first then newest, unless a date order is asked. */
export async function pageCounterparties(
  q: Queryable,
  corpId: string,
  f: CounterpartyFilter,
  page: { limit: number; offset: number; order: 'asc' | 'desc' | null },
): Promise<{ rows: CounterpartyRow[]; count: number }> {
  const where = `(x.corp_name LIKE $2 OR x.uscc LIKE upper($2)) AND ($3::text IS NULL OR x.status = $3)`;
  const order = page.order
    ? `x.since ${page.order === 'asc' ? 'ASC' : 'DESC'}, x.key`
    : `CASE x.status WHEN 'PENDING' THEN 0 WHEN 'CONFIRMED' THEN 1 ELSE 2 END, x.since DESC, x.key`;
  const rows = await q.query<CounterpartyRow>(`SELECT x.* FROM (${ROWS}) x WHERE ${where} ORDER BY ${order} LIMIT $4 OFFSET $5`, [
    corpId,
    f.pattern,
    f.status,
    page.limit,
    page.offset,
  ]);
  const count = await q.query<{ n: unknown }>(`SELECT count(*) AS n FROM (${ROWS}) x WHERE ${where}`, [corpId, f.pattern, f.status]);
  return { rows, count: Number(count[0]?.n ?? 0) };
}
