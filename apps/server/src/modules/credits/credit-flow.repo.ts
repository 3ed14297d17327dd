import type { Queryable } from '../../platform/db/db';
import { FLOW_SELECT } from '../applications';
import type { FlowRow } from '../applications';

const OF_TREE = `f.credit_no = ANY($1::text[])
    OR (f.credit_no IS NULL AND f.app_no IN (SELECT app_no FROM app_credit WHERE credit_no = ANY($2::text[])
      UNION SELECT app_no FROM issue_line WHERE credit_no = ANY($2::text[])))`;

/**
 * One page of the records of a credit tree as the caller reads it: the steps of the credits shown, and the
 * application-level steps of the applications that acted on the caller's path (issue 26 item 5), in the order they
 * happened (`flow_id`, which follows time) or the reverse; with the count of all of them.
 */
export async function flowPageOfCredits(
  q: Queryable,
  scope: { shown: ReadonlySet<string>; path: ReadonlySet<string> },
  page: { order: 'asc' | 'desc'; limit: number; offset: number },
): Promise<{ rows: FlowRow[]; total: number }> {
  const order = page.order === 'desc' ? 'DESC' : 'ASC';
  const sets = [[...scope.shown], [...scope.path]];
  const rows = await q.query<FlowRow>(`${FLOW_SELECT} WHERE ${OF_TREE} ORDER BY f.flow_id ${order} LIMIT $3 OFFSET $4`, [...sets, page.limit, page.offset]);
  const [count] = await q.query<{ n: unknown }>(`SELECT count(*) AS n FROM flow_record f WHERE ${OF_TREE}`, sets);
  return { rows, total: Number(count?.n ?? 0) };
}
