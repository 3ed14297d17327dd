import { ABS_BUCKETS, ABS_BUCKET_LABEL } from '@scf/api/contract';
import type { AbsBucket, AbsReceivableStatus, AbsReconciliation } from '@scf/api/contract';
import { calendarDaysBetween } from '@scf/api/money';

/**
 * The report centre's arithmetic (domain-lines.md §18.6), pure: the bucket of each receivable at 统计截止日 T, the five
 * reports' figures in fen, and the identities I1–I5 the badge 对账一致 / 对账不一致 shows.
 */

/** What the reports need of one receivable (dates `YYYY-MM-DD`). */
export interface ReportReceivable {
  receivableNo: string;
  debtorCorpId: string;
  debtorName: string;
  /** The debtor's group (itself when it has no parent). */
  groupCorpId: string;
  groupName: string;
  amountFen: bigint;
  dueDate: string;
  status: AbsReceivableStatus;
  registeredDate: string;
  confirmedDate: string | null;
  transferDate: string | null;
  priceFen: bigint | null;
  productCode: string | null;
  poolBatchNo: string | null;
  poolDate: string | null;
  settledDate: string | null;
}

/** The bucket of each state that counts as 登记 (DRAFT and CANCELLED do not). */
export const BUCKET_OF_STATUS: Readonly<Record<AbsReceivableStatus, AbsBucket | null>> = {
  DRAFT: null,
  CANCELLED: null,
  PENDING_CONFIRM: 'PENDING_CONFIRM',
  CONFIRMED: 'CONFIRMED',
  DISPUTED: 'CONFIRMED',
  CANCELLING: 'CONFIRMED',
  TRANSFERRING: 'TRANSFERRING',
  TRANSFERRED: 'TRANSFERRED',
  POOLED: 'POOLED',
  OVERDUE: 'OVERDUE',
  SETTLED: 'SETTLED',
  EXPIRED: 'EXPIRED',
};

/** The buckets whose receivables the factor has paid for (their 转让价款 counts in 转让价款合计). */
export const TRANSFERRED_BUCKETS: readonly AbsBucket[] = ['TRANSFERRED', 'POOLED', 'OVERDUE', 'SETTLED'];

/**
 * The bucket of a receivable at T: at or after the business date its status; before it, its dated steps (registration,
 * confirmation, transfer, pool-in, collection) as they stood at T. A receivable cancelled later is not counted at any T
 * (its cancellation date is not kept).
 */
export function bucketAt(r: ReportReceivable, asOf: string, businessDate: string): AbsBucket | null {
  const now = BUCKET_OF_STATUS[r.status];
  if (now === null || r.registeredDate > asOf) return null;
  if (asOf >= businessDate) return now;
  if (r.settledDate !== null && r.settledDate <= asOf) return 'SETTLED';
  if (r.transferDate !== null && r.transferDate <= asOf) {
    if (r.dueDate < asOf) return 'OVERDUE';
    return r.poolDate !== null && r.poolDate <= asOf ? 'POOLED' : 'TRANSFERRED';
  }
  if (r.confirmedDate === null || r.confirmedDate > asOf) return 'PENDING_CONFIRM';
  if (r.status === 'TRANSFERRING') return 'TRANSFERRING';
  if (r.status === 'EXPIRED' && r.dueDate < asOf) return 'EXPIRED';
  return 'CONFIRMED';
}

/** The receivable was pooled by T. */
export const pooledBy = (r: ReportReceivable, asOf: string, bucket: AbsBucket | null): boolean =>
  bucket !== null && r.poolBatchNo !== null && r.poolDate !== null && r.poolDate <= asOf;

export const remainDays = (dueDate: string, asOf: string): number => Math.max(0, calendarDaysBetween(asOf, dueDate));

export interface Bucketed {
  r: ReportReceivable;
  bucket: AbsBucket;
}

/** The registered receivables at T with their buckets. */
export const bucketed = (rows: readonly ReportReceivable[], asOf: string, businessDate: string): Bucketed[] =>
  rows.flatMap((r) => {
    const bucket = bucketAt(r, asOf, businessDate);
    return bucket === null ? [] : [{ r, bucket }];
  });

export interface OverviewFigures {
  key: string;
  name: string;
  count: number;
  registeredFen: bigint;
  buckets: Record<AbsBucket, bigint>;
  priceFen: bigint;
}

const zeroBuckets = (): Record<AbsBucket, bigint> => Object.fromEntries(ABS_BUCKETS.map((b) => [b, 0n])) as Record<AbsBucket, bigint>;

export const emptyOverview = (key: string, name: string): OverviewFigures => ({ key, name, count: 0, registeredFen: 0n, buckets: zeroBuckets(), priceFen: 0n });

function addTo(o: OverviewFigures, { r, bucket }: Bucketed): void {
  o.count += 1;
  o.registeredFen += r.amountFen;
  o.buckets[bucket] += r.amountFen;
  if (TRANSFERRED_BUCKETS.includes(bucket)) o.priceFen += r.priceFen ?? 0n;
}

/** 企业业务概览 (by group) or 成员单位业务概览 (by debtor), in name order. */
export function overview(rows: readonly Bucketed[], by: 'GROUP' | 'DEBTOR'): OverviewFigures[] {
  const out = new Map<string, OverviewFigures>();
  for (const b of rows) {
    const [key, name] = by === 'GROUP' ? [b.r.groupCorpId, b.r.groupName] : [b.r.debtorCorpId, b.r.debtorName];
    const o = out.get(key) ?? emptyOverview(key, name);
    addTo(o, b);
    out.set(key, o);
  }
  return [...out.values()].sort((a, b) => a.key.localeCompare(b.key));
}

/** The 合计 row: column by column. */
export function totalOf(rows: readonly OverviewFigures[]): OverviewFigures {
  const t = emptyOverview('', '合计');
  for (const o of rows) {
    t.count += o.count;
    t.registeredFen += o.registeredFen;
    t.priceFen += o.priceFen;
    for (const b of ABS_BUCKETS) t.buckets[b] += o.buckets[b];
  }
  return t;
}

export interface PoolFigures {
  count: number;
  amountFen: bigint;
  priceFen: bigint;
  pooledFen: bigint;
  settledFen: bigint;
  overdueFen: bigint;
  /** Σ amount × remaining days (for the weighted average). */
  dayFen: bigint;
}

const emptyPool = (): PoolFigures => ({ count: 0, amountFen: 0n, priceFen: 0n, pooledFen: 0n, settledFen: 0n, overdueFen: 0n, dayFen: 0n });

function addPool(p: PoolFigures, { r, bucket }: Bucketed, asOf: string): void {
  p.count += 1;
  p.amountFen += r.amountFen;
  p.priceFen += r.priceFen ?? 0n;
  if (bucket === 'POOLED') p.pooledFen += r.amountFen;
  if (bucket === 'SETTLED') p.settledFen += r.amountFen;
  if (bucket === 'OVERDUE') p.overdueFen += r.amountFen;
  p.dayFen += r.amountFen * BigInt(remainDays(r.dueDate, asOf));
}

/** 加权平均剩余期限（天）: Σ amount × days ÷ Σ amount, rounded half up. */
export const weightedDays = (p: PoolFigures): number => (p.amountFen === 0n ? 0 : Number((p.dayFen * 2n + p.amountFen) / (p.amountFen * 2n)));

/** 入池明细 by batch (key) or 产品明细 by product: the receivables pooled by T. */
export function poolFigures(
  rows: readonly Bucketed[],
  asOf: string,
  by: 'BATCH' | 'PRODUCT',
): Map<string, PoolFigures & { poolDate: string; productCode: string }> {
  const out = new Map<string, PoolFigures & { poolDate: string; productCode: string }>();
  for (const b of rows) {
    if (!pooledBy(b.r, asOf, b.bucket)) continue;
    const key = by === 'BATCH' ? b.r.poolBatchNo! : b.r.productCode!;
    const p = out.get(key) ?? { ...emptyPool(), poolDate: b.r.poolDate!, productCode: b.r.productCode ?? '' };
    addPool(p, b, asOf);
    out.set(key, p);
  }
  return out;
}

export const RECONCILED_LABEL = { true: '对账一致', false: '对账不一致' } as const;

/** I1–I5 of §18.6 over the same registered receivables at T. */
export function reconcile(rows: readonly Bucketed[], asOf: string): AbsReconciliation {
  const failed: string[] = [];
  const groups = overview(rows, 'GROUP');
  const members = overview(rows, 'DEBTOR');
  const memberTotal = totalOf(members);
  // I1: each row's 登记金额 is the sum of its eight bucket columns.
  const sumBuckets = (o: OverviewFigures) => ABS_BUCKETS.reduce((s, b) => s + o.buckets[b], 0n);
  if (![...groups, ...members, memberTotal].every((o) => o.registeredFen === sumBuckets(o))) failed.push('I1');
  // I2: 企业业务概览 = the 合计 row of 成员单位业务概览, column by column.
  const groupTotal = totalOf(groups);
  const same = (a: OverviewFigures, b: OverviewFigures) =>
    a.count === b.count && a.registeredFen === b.registeredFen && a.priceFen === b.priceFen && ABS_BUCKETS.every((k) => a.buckets[k] === b.buckets[k]);
  if (!same(groupTotal, memberTotal)) failed.push('I2');
  // I3: Σ 入池明细 = Σ 产品 入池资产金额 = Σ amount of the receivables with a pool batch.
  const batches = [...poolFigures(rows, asOf, 'BATCH').values()];
  const products = [...poolFigures(rows, asOf, 'PRODUCT').values()];
  const pooledAmount = rows.filter((b) => pooledBy(b.r, asOf, b.bucket)).reduce((s, b) => s + b.r.amountFen, 0n);
  const sum = (ps: PoolFigures[]) => ps.reduce((s, p) => s + p.amountFen, 0n);
  if (sum(batches) !== pooledAmount || sum(products) !== pooledAmount) failed.push('I3');
  // I4: per product, 入池资产金额 = 在池存续 + 逾期 + 已回款.
  if (!products.every((p) => p.amountFen === p.pooledFen + p.overdueFen + p.settledFen)) failed.push('I4');
  // I5: 资产明细 by bucket sums to the overview's column; Σ 转让价款 of transferred rows = 转让价款合计.
  const byBucket = (k: AbsBucket) => rows.filter((b) => b.bucket === k).reduce((s, b) => s + b.r.amountFen, 0n);
  const transferredPrice = rows.filter((b) => TRANSFERRED_BUCKETS.includes(b.bucket)).reduce((s, b) => s + (b.r.priceFen ?? 0n), 0n);
  if (!ABS_BUCKETS.every((k) => byBucket(k) === groupTotal.buckets[k]) || transferredPrice !== groupTotal.priceFen) failed.push('I5');
  const consistent = failed.length === 0;
  return { consistent, label: consistent ? RECONCILED_LABEL.true : RECONCILED_LABEL.false, failed };
}

export const bucketLabel = (b: AbsBucket): string => ABS_BUCKET_LABEL[b];
