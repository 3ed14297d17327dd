import type { CreditTreeNode } from '@scf/api/contract';
import type { CreditRow } from './credit.repo';
import { decimal, fenOf, treeView } from './credit.view';

/**
 * What of a credit's family a corporation reads (issue 26 item 5). The issuer (and its group) reads the whole tree: it
 * owes every part. Anyone else reads its own path: the credits it holds or held, those an application of its own acts
 * on, and their ancestors — plus the parts its own splits made (what it transferred, financed or kept), but not what
 * another holder did with them afterwards. Every other branch is one masked node per parent (其他持有方 and the
 * branches' sum; no number, holder or status).
 */
export interface ScopedTree {
  tree: CreditTreeNode;
  /** The credits shown: their own flow records are read. */
  shown: ReadonlySet<string>;
  /** The caller's path (a subset of `shown`): the records of the applications acting on these are read too. */
  path: ReadonlySet<string>;
}

export const MASKED_HOLDER = '其他持有方';

export function scopeTree(rows: readonly CreditRow[], rootNo: string, corpId: string, involved: ReadonlySet<string>): ScopedTree {
  const root = rows.find((r) => r.credit_no === rootNo);
  if (!root) throw new Error(`tree of ${rootNo} has no root`);
  if (root.issuer_corp_id === corpId || root.issuer_parent_id === corpId) {
    const all = new Set(rows.map((r) => r.credit_no));
    return { tree: treeView(rows, rootNo), shown: all, path: all };
  }
  const byNo = new Map(rows.map((r) => [r.credit_no, r]));
  const children = new Map<string, CreditRow[]>();
  for (const r of rows) if (r.parent_no) children.set(r.parent_no, [...(children.get(r.parent_no) ?? []), r]);
  const path = new Set<string>();
  const own = [...rows.filter((r) => r.holder_corp_id === corpId).map((r) => r.credit_no), ...involved];
  for (const no of own) for (let r = byNo.get(no); r; r = r.parent_no ? byNo.get(r.parent_no) : undefined) path.add(r.credit_no);
  const shown = new Set(path);
  for (const r of rows) if (r.holder_corp_id === corpId) for (const c of children.get(r.credit_no) ?? []) shown.add(c.credit_no);
  const node = (r: CreditRow): CreditTreeNode => {
    const kids = children.get(r.credit_no) ?? [];
    const hidden = kids.filter((c) => !shown.has(c.credit_no));
    const masked: CreditTreeNode[] = hidden.length
      ? [
          {
            creditNo: '',
            amount: decimal(hidden.reduce((s, c) => s + fenOf(c.amount_fen), 0n)),
            holder: { corpId: '', corpName: MASKED_HOLDER },
            status: null,
            children: [],
          },
        ]
      : [];
    return {
      creditNo: r.credit_no,
      amount: decimal(r.amount_fen),
      holder: { corpId: r.holder_corp_id, corpName: r.holder_name },
      status: r.status,
      children: [...kids.filter((c) => shown.has(c.credit_no)).map(node), ...masked],
    };
  };
  return { tree: node(root), shown, path };
}
