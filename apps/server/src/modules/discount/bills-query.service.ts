import { OTHER_HOLDER, babQuerySchema, myBillQuerySchema } from '@scf/api/contract';
import type { BabQuery, BillDetail, BillPackageRow, CorpRef, MyBillQuery, MyBillRow } from '@scf/api/contract';
import { fenToDecimal } from '@scf/api/money';
import type { Queryable } from '../../platform/db/db';
import { fenOf } from '../../platform/db/fen-column';
import type { Actor } from '../../platform/security/actor';
import { rangeFen, rangesOf } from './bills.repo';
import type { PackageRow } from './bills.repo';
import { billNotFound } from './bills-apps.service';

/** 银承查询, 票据签收's list, 我的票据 and 票据详情 (domain-lines.md §20.1–§20.3), each scoped to the caller's corporation. */

type NamedPackage = PackageRow & { drawer_name: string; acceptor_name: string; payee_name: string };

const NAMED = `SELECT p.*, d.corp_name AS drawer_name, f.corp_name AS acceptor_name, y.corp_name AS payee_name
  FROM bill_package p JOIN corp d ON d.corp_id = p.drawer_corp_id JOIN corp f ON f.corp_id = p.acceptor_corp_id JOIN corp y ON y.corp_id = p.payee_corp_id`;

export const packageView = (p: NamedPackage): BillPackageRow => ({
  packageNo: p.package_no,
  drawer: { corpId: p.drawer_corp_id, corpName: p.drawer_name },
  acceptor: { corpId: p.acceptor_corp_id, corpName: p.acceptor_name },
  payee: { corpId: p.payee_corp_id, corpName: p.payee_name },
  amount: fenToDecimal(fenOf(p.amount_fen)),
  issueDate: p.issue_date,
  dueDate: p.due_date,
  splittable: p.splittable,
  notTransferable: p.not_transferable,
  babAppNo: p.bab_app_no,
  lineNo: p.line_no,
  margin: fenToDecimal(fenOf(p.margin_fen)),
  fee: fenToDecimal(fenOf(p.fee_fen)),
  contractNo: p.contract_no,
  status: p.status,
  openAppNo: p.open_app_no,
});

const like = (keyword: string | undefined): string | null => (keyword ? `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null);

/** 银承查询: the caller's packages as drawer, newest issue first, by status (any of) and keyword (票据包号, 收票人). */
export async function babs(q: Queryable, actor: Actor, raw: BabQuery): Promise<BillPackageRow[]> {
  const input = babQuerySchema.parse(raw);
  const rows = await q.query<NamedPackage>(
    `${NAMED} WHERE p.drawer_corp_id = $1 AND ($2::text[] IS NULL OR p.status = ANY($2::text[]))
       AND ($3::text IS NULL OR p.package_no LIKE $3 OR y.corp_name LIKE $3)
     ORDER BY p.issue_date DESC, p.package_no DESC LIMIT 500`,
    [actor.corpId, input.statuses && input.statuses.length > 0 ? input.statuses : null, like(input.keyword)],
  );
  return rows.map(packageView);
}

/** 票据签收: the packages waiting for the caller's 签收 as payee. */
export async function toReceive(q: Queryable, actor: Actor): Promise<BillPackageRow[]> {
  const rows = await q.query<NamedPackage>(`${NAMED} WHERE p.payee_corp_id = $1 AND p.status = 'PENDING_RECEIVE' ORDER BY p.issue_date DESC, p.package_no`, [
    actor.corpId,
  ]);
  return rows.map(packageView);
}

/**
 * 我的票据: the packages where the caller holds a range (held, discounting, discounted or paid), or discounted one at a
 * bank (the range the bank now holds): 可用 = HELD, 锁定 = DISCOUNTING, 已贴现/已用 = DISCOUNTED or PAID.
 */
export async function myBills(q: Queryable, actor: Actor, raw: MyBillQuery, businessDate: string): Promise<MyBillRow[]> {
  const input = myBillQuerySchema.parse(raw);
  const rows = await q.query<NamedPackage & { available_fen: string; locked_fen: string; used_fen: string }>(
    `WITH mine AS (
       SELECT r.package_no, r.start_no, r.end_no,
         CASE WHEN r.holder_corp_id = $1 AND r.status = 'HELD' THEN 'A'
              WHEN r.holder_corp_id = $1 AND r.status = 'DISCOUNTING' THEN 'L' ELSE 'U' END AS kind
       FROM bill_range r
       WHERE (r.holder_corp_id = $1 AND r.status IN ('HELD', 'DISCOUNTING', 'DISCOUNTED', 'PAID'))
          OR (r.holder_corp_id <> $1 AND r.status IN ('DISCOUNTED', 'PAID') AND EXISTS (
                SELECT 1 FROM discount_line l JOIN application a ON a.app_no = l.app_no
                WHERE a.applicant_corp_id = $1 AND (l.range_id = r.range_id OR l.range_id = r.parent_range_id)
                  AND l.package_no = r.package_no AND (r.start_no = 0 OR l.amount_fen = r.end_no - r.start_no + 1))))
     SELECT p.*, d.corp_name AS drawer_name, f.corp_name AS acceptor_name, y.corp_name AS payee_name,
       COALESCE(SUM(CASE WHEN m.kind = 'A' THEN CASE WHEN m.start_no = 0 THEN p.amount_fen ELSE m.end_no - m.start_no + 1 END END), 0) AS available_fen,
       COALESCE(SUM(CASE WHEN m.kind = 'L' THEN CASE WHEN m.start_no = 0 THEN p.amount_fen ELSE m.end_no - m.start_no + 1 END END), 0) AS locked_fen,
       COALESCE(SUM(CASE WHEN m.kind = 'U' THEN CASE WHEN m.start_no = 0 THEN p.amount_fen ELSE m.end_no - m.start_no + 1 END END), 0) AS used_fen
     FROM mine m JOIN bill_package p ON p.package_no = m.package_no
       JOIN corp d ON d.corp_id = p.drawer_corp_id JOIN corp f ON f.corp_id = p.acceptor_corp_id JOIN corp y ON y.corp_id = p.payee_corp_id
     WHERE ($2::text IS NULL OR p.package_no LIKE $2 OR d.corp_name LIKE $2 OR f.corp_name LIKE $2)
     GROUP BY p.package_no, d.corp_name, f.corp_name, y.corp_name
     ORDER BY p.due_date, p.package_no`,
    [actor.corpId, like(input.keyword)],
  );
  return rows.map((p) => ({
    packageNo: p.package_no,
    drawer: { corpId: p.drawer_corp_id, corpName: p.drawer_name },
    acceptor: { corpId: p.acceptor_corp_id, corpName: p.acceptor_name },
    amount: fenToDecimal(fenOf(p.amount_fen)),
    available: fenToDecimal(fenOf(p.available_fen)),
    locked: fenToDecimal(fenOf(p.locked_fen)),
    used: fenToDecimal(fenOf(p.used_fen)),
    issueDate: p.issue_date,
    dueDate: p.due_date,
    splittable: p.splittable,
    status: p.status,
    due: p.due_date <= businessDate,
  }));
}

/**
 * 票据详情 for every party of the package — drawer, acceptor, payee, any holder of a range, past or present — and 404
 * for anyone else. The drawer and the acceptor read every holder; any other reader reads its own, the drawer's, the
 * acceptor's and the payee's names, and 其他持有人 for the rest.
 */
export async function billDetail(q: Queryable, actor: Actor, packageNo: string): Promise<BillDetail> {
  const p = (await q.query<NamedPackage>(`${NAMED} WHERE p.package_no = $1`, [packageNo]))[0];
  if (!p) throw billNotFound();
  const ranges = await rangesOf(q, packageNo);
  const me = actor.corpId;
  const full = me === p.drawer_corp_id || me === p.acceptor_corp_id;
  if (!full && me !== p.payee_corp_id && !ranges.some((r) => r.holder_corp_id === me)) throw billNotFound();
  const known = new Set([me, p.drawer_corp_id, p.acceptor_corp_id, p.payee_corp_id]);
  const corpIds = [...new Set(ranges.map((r) => r.holder_corp_id))];
  const events = await q.query<{
    at: string;
    label: string;
    corp_id: string | null;
    app_no: string | null;
    amount_fen: string | null;
    range_id: string | null;
  }>('SELECT at, label, corp_id, app_no, amount_fen, range_id FROM bill_event WHERE package_no = $1 ORDER BY event_id', [packageNo]);
  for (const e of events) if (e.corp_id) corpIds.push(e.corp_id);
  const names = new Map(
    (await q.query<{ corp_id: string; corp_name: string }>('SELECT corp_id, corp_name FROM corp WHERE corp_id = ANY($1::text[])', [corpIds])).map((c) => [
      c.corp_id,
      c.corp_name,
    ]),
  );
  const visible = (corpId: string): boolean => full || known.has(corpId);
  const ref = (corpId: string): CorpRef => (visible(corpId) ? { corpId, corpName: names.get(corpId) ?? corpId } : { corpId: '', corpName: OTHER_HOLDER });
  const face = fenOf(p.amount_fen);
  return {
    bill: packageView(p),
    ranges: ranges.map((r) => ({
      rangeId: r.range_id,
      start: String(r.start_no),
      end: String(r.end_no),
      amount: fenToDecimal(rangeFen(r, face)),
      holder: ref(r.holder_corp_id),
      status: r.status,
      parentRangeId: r.parent_range_id,
    })),
    // Another holder's own steps (its discount application) are not the reader's to see.
    events: events
      .filter((e) => !e.corp_id || visible(e.corp_id))
      .map((e) => ({
        at: e.at,
        label: e.label,
        corp: e.corp_id ? ref(e.corp_id) : null,
        appNo: e.app_no,
        amount: e.amount_fen === null ? null : fenToDecimal(fenOf(e.amount_fen)),
        rangeId: e.range_id,
      })),
  };
}
