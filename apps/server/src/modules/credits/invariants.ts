import type { BizType } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import { ZERO, addFigures, figureDeltas } from '../limits';
import type { Figures } from '../limits';
import { badLocks, badSplits, frozenFromApps, ledgerSums, limitRows, rootsOutOfBalance, usedFromCredits } from './invariants.repo';
import { fenOf as fen } from '../../platform/db/fen-column';

const key = (line: string, sub: string | null) => `${line}/${sub ?? '-'}`;
const show = (x: Figures) => `allocated ${x.allocated} used ${x.used} frozen ${x.frozen}`;
const same = (a: Figures, b: Figures) => a.allocated === b.allocated && a.used === b.used && a.frozen === b.frozen;

/** Figures per limit as the ledger entries add up (limit-figures.ts: the writer's own mapping). */
async function figuresFromLedger(q: Queryable): Promise<Map<string, Figures>> {
  const out = new Map<string, Figures>();
  const add = (k: string, d: Figures) => out.set(k, addFigures(out.get(k) ?? ZERO, d));
  for (const r of await ledgerSums(q)) {
    const d = figureDeltas(r.biz_type as BizType, r.kind, r.sub_limit_id !== null, fen(r.s));
    add(key(r.line_id, null), d.line);
    if (r.sub_limit_id) add(key(r.line_id, r.sub_limit_id), d.sub);
  }
  return out;
}

/** Figures per limit as domain.md §6.2 derives them from the credits and the open applications. */
async function figuresFromBusiness(
  q: Queryable,
  subs: ReadonlyArray<{ line_id: string; sub_limit_id: string | null; allocated_fen: unknown }>,
): Promise<Map<string, Figures>> {
  const out = new Map<string, Figures>();
  const add = (k: string, d: Partial<Figures>) => out.set(k, addFigures(out.get(k) ?? ZERO, { ...ZERO, ...d }));
  for (const r of await usedFromCredits(q)) add(key(r.line_id, r.sub_limit_id), { used: fen(r.s) });
  for (const r of await frozenFromApps(q)) {
    if (r.biz_type === 'LIMIT_DIST') add(key(r.line_id, null), { allocated: fen(r.s) });
    else add(key(r.line_id, r.sub_limit_id), { frozen: fen(r.s) });
  }
  for (const s of subs) {
    if (!s.sub_limit_id) continue;
    add(key(s.line_id, null), { allocated: fen(s.allocated_fen) });
    add(key(s.line_id, s.sub_limit_id), { allocated: fen(s.allocated_fen) });
  }
  return out;
}

/**
 * The money invariants of domain.md §7.6 over the whole ledger, as a list of violations (empty when all hold):
 * conservation per root, split sums and shapes, positive amounts, one open application per credit with matching
 * locks, `used + frozen + allocated ≤ total` on every line and `used + frozen ≤ allocated` on every sub-limit, and the
 * stored figures equal both the ledger's sum and what the credits and open applications imply. Used by the tests
 * after every step and usable by load tests; run it in one transaction for a consistent snapshot.
 */
export async function checkLedgerInvariants(db: Queryable): Promise<string[]> {
  return db.transaction(async (q) => {
    const out: string[] = [];
    for (const r of await rootsOutOfBalance(q)) out.push(`root ${r.root_no}: leaves ${fen(r.leaves_fen)} ≠ ${fen(r.root_fen)}`);
    for (const r of await badSplits(q)) out.push(`credit ${r.credit_no}: ${r.problem}`);
    for (const r of await badLocks(q)) out.push(`credit ${r.credit_no}: ${r.problem}`);
    const limits = await limitRows(q);
    const ledger = await figuresFromLedger(q);
    const business = await figuresFromBusiness(q, limits);
    for (const l of limits) {
      const k = key(l.line_id, l.sub_limit_id);
      const stored: Figures = { allocated: fen(l.allocated_fen), used: fen(l.used_fen), frozen: fen(l.frozen_fen) };
      if (l.sub_limit_id === null && stored.allocated + stored.used + stored.frozen > fen(l.total_fen))
        out.push(`line ${l.line_id}: used + frozen + allocated > total`);
      if (l.sub_limit_id !== null && stored.used + stored.frozen > stored.allocated) out.push(`sub-limit ${l.sub_limit_id}: used + frozen > allocated`);
      const fromLedger = ledger.get(k) ?? ZERO;
      if (!same(stored, fromLedger)) out.push(`limit ${k}: stored ${show(stored)} ≠ ledger ${show(fromLedger)}`);
      const fromBusiness = business.get(k) ?? ZERO;
      if (!same(stored, fromBusiness)) out.push(`limit ${k}: stored ${show(stored)} ≠ credits and applications ${show(fromBusiness)}`);
    }
    return out;
  });
}
