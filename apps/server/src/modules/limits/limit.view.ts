import type { CreditLine, EndpointReply, SubLimit, limitEndpoints } from '@scf/api/contract';
import { fenToDecimal } from '@scf/api/money';
import { lineAvailable, subAvailable } from './limit-figures';
import type { Figures } from './limit-figures';
import type { LedgerRow, LineRow, SubRow } from './limit.repo';
import { fenOf as fen } from '../../platform/db/fen-column';

const figuresOf = (r: { allocated_fen: unknown; used_fen: unknown; frozen_fen: unknown }): Figures => ({
  allocated: fen(r.allocated_fen),
  used: fen(r.used_fen),
  frozen: fen(r.frozen_fen),
});

export const subLimitView = (s: SubRow): SubLimit => {
  const x = figuresOf(s);
  return {
    subLimitId: s.sub_limit_id,
    lineId: s.line_id,
    corp: { corpId: s.corp_id, corpName: s.corp_name },
    status: s.status,
    // A member's total is its allocation; it allocates nothing further down.
    total: fenToDecimal(x.allocated),
    allocated: fenToDecimal(0n),
    used: fenToDecimal(x.used),
    frozen: fenToDecimal(x.frozen),
    available: fenToDecimal(subAvailable(x)),
  };
};

export const creditLineView = (l: LineRow, subs: readonly SubRow[]): CreditLine => {
  const x = figuresOf(l);
  const total = fen(l.total_fen);
  return {
    lineId: l.line_id,
    productType: l.product_type,
    fi: { corpId: l.fi_corp_id, corpName: l.fi_name },
    corp: { corpId: l.corp_id, corpName: l.corp_name },
    revolving: l.revolving,
    startDate: l.start_date,
    endDate: l.end_date,
    status: l.status,
    total: fenToDecimal(total),
    allocated: fenToDecimal(x.allocated),
    used: fenToDecimal(x.used),
    frozen: fenToDecimal(x.frozen),
    available: fenToDecimal(lineAvailable(total, x)),
    subLimits: subs.map(subLimitView),
  };
};

type LedgerEntry = EndpointReply<typeof limitEndpoints.lineLedger>['rows'][number];

/** One limit-ledger entry as 额度台账 shows it. */
export const ledgerEntryView = (r: LedgerRow): LedgerEntry => ({
  at: new Date(Number(String(r.at))).toISOString(),
  businessDate: r.business_date,
  kind: r.kind,
  bizType: r.biz_type as LedgerEntry['bizType'],
  bizNo: r.biz_no,
  corp: { corpId: r.corp_id, corpName: r.corp_name },
  amount: fenToDecimal(fen(r.amount_fen)),
});
