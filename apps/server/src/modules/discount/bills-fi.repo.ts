import type { FiBillFilters } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';

export interface FiBillDbRow {
  package_no: string;
  drawer_corp_id: string;
  drawer_name: string;
  acceptor_corp_id: string;
  acceptor_name: string;
  payee_corp_id: string;
  payee_name: string;
  amount_fen: bigint | string;
  issue_date: string;
  due_date: string;
  status: string;
  accepted: boolean;
  held_fen: bigint | string;
}

/** A range's fen in SQL: the whole package for a non-splittable 0–0, else end − start + 1 (bills.repo rangeFen). */
const RANGE_FEN = 'CASE WHEN r.start_no = 0 THEN p.amount_fen ELSE r.end_no - r.start_no + 1 END';
/** Ranges the bank holds by discount: still held (DISCOUNTED) or paid to it at maturity. */
const HOLDS = `EXISTS (SELECT 1 FROM bill_range r WHERE r.package_no = p.package_no AND r.holder_corp_id = $1 AND r.status IN ('DISCOUNTED', 'PAID')
  AND r.holder_corp_id <> p.drawer_corp_id)`;

const SORT = { dueDate: 'p.due_date', issueDate: 'p.issue_date', amount: 'p.amount_fen' } as const;

function where(fi: string, f: FiBillFilters): { sql: string; args: unknown[] } {
  const args: unknown[] = [fi];
  const parts = [f.view === 'ACCEPTED' ? 'p.acceptor_corp_id = $1' : f.view === 'HELD' ? HOLDS : `(p.acceptor_corp_id = $1 OR ${HOLDS})`];
  const add = (sql: (n: number) => string, v: unknown) => {
    args.push(v);
    parts.push(sql(args.length));
  };
  if (f.status) add((n) => `p.status = $${n}`, f.status);
  if (f.keyword)
    add((n) => `(p.package_no LIKE '%' || $${n} || '%' OR dr.corp_name LIKE '%' || $${n} || '%' OR py.corp_name LIKE '%' || $${n} || '%')`, f.keyword);
  return { sql: parts.join(' AND '), args };
}

const FROM = `FROM bill_package p JOIN corp dr ON dr.corp_id = p.drawer_corp_id JOIN corp ac ON ac.corp_id = p.acceptor_corp_id
  JOIN corp py ON py.corp_id = p.payee_corp_id`;

/** 票据业务查询: the bank's acceptances and the packages it holds ranges of, with its 持有金额 (DISCOUNTED ranges). */
export async function pageFiBills(
  q: Queryable,
  fi: string,
  f: FiBillFilters,
  sort: { field: keyof typeof SORT; order: 'asc' | 'desc' } | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: FiBillDbRow[]; total: number }> {
  const w = where(fi, f);
  const [count] = await q.query<{ n: string | number }>(`SELECT count(*) AS n ${FROM} WHERE ${w.sql}`, w.args);
  const order = `${SORT[sort?.field ?? 'dueDate']} ${sort?.order === 'desc' ? 'DESC' : 'ASC'}`;
  const rows = await q.query<FiBillDbRow>(
    `SELECT p.package_no, p.drawer_corp_id, dr.corp_name AS drawer_name, p.acceptor_corp_id, ac.corp_name AS acceptor_name, p.payee_corp_id,
            py.corp_name AS payee_name, p.amount_fen, p.issue_date, p.due_date, p.status, p.acceptor_corp_id = $1 AS accepted,
            COALESCE((SELECT sum(${RANGE_FEN}) FROM bill_range r
                       WHERE r.package_no = p.package_no AND r.holder_corp_id = $1 AND r.status = 'DISCOUNTED'), 0) AS held_fen
       ${FROM} WHERE ${w.sql} ORDER BY ${order}, p.package_no LIMIT ${limit} OFFSET ${offset}`,
    w.args,
  );
  return { rows, total: Number(count?.n ?? 0) };
}
