import type { Queryable } from '../../platform/db/db';

export interface NewFlow {
  at: number;
  businessDate: string;
  bizType: string | null;
  appNo: string | null;
  creditNo: string | null;
  action: string;
  fromStatus: string | null;
  toStatus: string;
  corpId: string;
  userId: string | null;
  roleCode: string;
  comment: string;
  amountFen: bigint | null;
  signedBy: string | null;
}

export async function insertFlow(q: Queryable, f: NewFlow): Promise<void> {
  await q.query(
    `INSERT INTO flow_record (at, business_date, biz_type, app_no, credit_no, action, from_status, to_status, corp_id, user_id, role_code, comment, amount_fen,
      signed_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
    [
      f.at,
      f.businessDate,
      f.bizType,
      f.appNo,
      f.creditNo,
      f.action,
      f.fromStatus,
      f.toStatus,
      f.corpId,
      f.userId,
      f.roleCode,
      f.comment,
      f.amountFen === null ? null : String(f.amountFen),
      f.signedBy,
    ],
  );
}

export interface FlowRow {
  at: unknown;
  business_date: string;
  biz_type: string | null;
  app_no: string | null;
  credit_no: string | null;
  action: string;
  from_status: string | null;
  to_status: string;
  corp_id: string;
  corp_name: string;
  user_name: string | null;
  person_name: string | null;
  role_code: string;
  comment: string;
  amount_fen: unknown;
  signed_by: string | null;
}

export const FLOW_SELECT = `SELECT f.at, f.business_date, f.biz_type, f.app_no, f.credit_no, f.action, f.from_status, f.to_status, f.corp_id, c.corp_name,
    u.user_name, u.person_name, f.role_code, f.comment, f.amount_fen, f.signed_by
  FROM flow_record f JOIN corp c ON c.corp_id = f.corp_id LEFT JOIN app_user u ON u.user_id = f.user_id`;

export const flowsOfApp = (q: Queryable, appNo: string): Promise<FlowRow[]> =>
  q.query<FlowRow>(`${FLOW_SELECT} WHERE f.app_no = $1 ORDER BY f.flow_id`, [appNo]);

/** The corporation's latest records (query homes). */
export const recentFlows = (q: Queryable, corpId: string, limit: number): Promise<FlowRow[]> =>
  q.query<FlowRow>(`${FLOW_SELECT} WHERE f.corp_id = $1 ORDER BY f.flow_id DESC LIMIT $2`, [corpId, limit]);

/** Many records in one statement, in the order given (the seed, a split's children). */
export async function insertFlows(q: Queryable, flows: readonly NewFlow[]): Promise<void> {
  if (flows.length === 0) return;
  const col = <T>(f: (x: NewFlow) => T) => flows.map(f);
  await q.query(
    `INSERT INTO flow_record (at, business_date, biz_type, app_no, credit_no, action, from_status, to_status, corp_id, user_id, role_code, comment, amount_fen,
      signed_by)
     SELECT * FROM unnest($1::int8[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[],
       $12::text[], $13::int8[], $14::text[])`,
    [
      col((f) => f.at),
      col((f) => f.businessDate),
      col((f) => f.bizType),
      col((f) => f.appNo),
      col((f) => f.creditNo),
      col((f) => f.action),
      col((f) => f.fromStatus),
      col((f) => f.toStatus),
      col((f) => f.corpId),
      col((f) => f.userId),
      col((f) => f.roleCode),
      col((f) => f.comment),
      col((f) => (f.amountFen === null ? null : String(f.amountFen))),
      col((f) => f.signedBy),
    ],
  );
}
