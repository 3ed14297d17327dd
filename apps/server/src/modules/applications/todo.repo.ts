import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../platform/db/db';

export interface NewTodo {
  corpId: string;
  roleCode: string;
  bizType: string;
  title: string;
  appNo: string | null;
  creditNo: string | null;
  amountFen: bigint | null;
  path: string;
  at: number;
  /** The business date it opens on. */
  businessDate: string;
}

const INSERT_TODO = `INSERT INTO todo (todo_id, corp_id, role_code, biz_type, title, app_no, credit_no, amount_fen, path, created_at, business_date)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`;

export async function openTodo(q: Queryable, t: NewTodo): Promise<void> {
  await q.query(INSERT_TODO, todoParams(t));
}

/**
 * An application's next step: its open todos done and the next one opened, in one statement (issue 34). The UPDATE of
 * the CTE and the INSERT see the same snapshot, so the new todo is not among those closed.
 */
export async function passAppTodo(q: Queryable, t: NewTodo & { appNo: string }): Promise<void> {
  await q.query(`WITH closed AS (UPDATE todo SET done_at = $10 WHERE app_no = $6 AND done_at IS NULL) ${INSERT_TODO}`, todoParams(t));
}

function todoParams(t: NewTodo): unknown[] {
  return [
    `TD${randomUUID().replaceAll('-', '')}`,
    t.corpId,
    t.roleCode,
    t.bizType,
    t.title,
    t.appNo,
    t.creditNo,
    t.amountFen === null ? null : String(t.amountFen),
    t.path,
    t.at,
    t.businessDate,
  ];
}

/** Done when acted on: every open todo of the application, or of the credit (its 待签收). */
export async function closeTodos(q: Queryable, by: { appNo?: string; creditNos?: readonly string[] }, at: number): Promise<void> {
  if (by.appNo) await q.query('UPDATE todo SET done_at = $2 WHERE app_no = $1 AND done_at IS NULL', [by.appNo, at]);
  if (by.creditNos?.length)
    await q.query('UPDATE todo SET done_at = $2 WHERE credit_no = ANY($1::text[]) AND app_no IS NULL AND done_at IS NULL', [[...by.creditNos], at]);
}

export interface TodoRow {
  todo_id: string;
  biz_type: string;
  title: string;
  app_no: string | null;
  credit_no: string | null;
  amount_fen: unknown;
  created_at: unknown;
  business_date: string;
  path: string;
  total: unknown;
}

export const openTodosOf = (
  q: Queryable,
  corpId: string,
  role: string,
  bizType: string | null,
  order: 'asc' | 'desc',
  limit: number,
  offset: number,
): Promise<TodoRow[]> =>
  q.query<TodoRow>(
    `SELECT todo_id, biz_type, title, app_no, credit_no, amount_fen, created_at, business_date, path, count(*) OVER () AS total FROM todo
      WHERE corp_id = $1 AND role_code = $2 AND done_at IS NULL AND ($3::text IS NULL OR biz_type = $3)
      ORDER BY created_at ${order === 'asc' ? 'ASC' : 'DESC'}, todo_id LIMIT $4 OFFSET $5`,
    [corpId, role, bizType, limit, offset],
  );
