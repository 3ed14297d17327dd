import { CASH_LINE_STATUS_LABEL, CASH_PLAN_STATUS_LABEL } from '@scf/api/contract';
import type { CashLine, CashPlan, ExportRequest } from '@scf/api/contract';
import { listPlans } from '../cash';
import { conditionText } from './exports.source';
import type { ExportSource } from './exports.source';

type CashRequest = Extract<ExportRequest, { source: 'cash-plans' }>;
interface CashRow {
  plan: CashPlan;
  line: CashLine;
}

const PAGE = 100;

/**
 * 兑付查询 (and 工行兑付查询): the plans of the screen's filters, one row per line — the columns the screen's former
 * client-side export wrote. Its rows are few per corporation, so the count reads them too (APPROVED and PAID are told
 * apart by the lines, after the page is read).
 */
export const cashSource: ExportSource<CashRequest, CashRow> = {
  key: 'cash-plans',
  label: '兑付查询',
  access: (r) => ({ menu: r.filters?.variant === 'ICBC' ? '/credit/core/cash/icbccash-query' : '/credit/core/cash/cash-query' }),
  columns: [
    { header: '计划编号', width: 22, value: (r) => r.plan.planNo },
    { header: '到期日', width: 14, value: (r) => r.plan.dueDate },
    { header: '计划状态', width: 12, value: (r) => CASH_PLAN_STATUS_LABEL[r.plan.status] },
    { header: '凭证编号', width: 22, value: (r) => r.line.creditNo },
    { header: '收款方', width: 30, value: (r) => r.line.payee.corpName },
    { header: '收款账户', width: 24, value: (r) => r.line.payeeAccount?.accountNo ?? '' },
    { header: '兑付金额', width: 16, numFmt: '#,##0.00', value: (r) => Number(r.line.amount) },
    { header: '付款状态', width: 12, value: (r) => CASH_LINE_STATUS_LABEL[r.line.status] },
    { header: '付款日期', width: 14, value: (r) => r.line.paidDate ?? '' },
    { header: '银行流水号', width: 22, value: (r) => r.line.bankSerial ?? '' },
  ],
  describe: ({ filters: f = {} }) =>
    conditionText([
      ['类型', f.variant === 'ICBC' ? '工行兑付' : '兑付'],
      ['状态', f.status ? CASH_PLAN_STATUS_LABEL[f.status] : undefined],
      ['计划编号', f.planNo],
      ['到期日起', f.dueFrom],
      ['到期日止', f.dueTo],
    ]),
  async count(env, r) {
    let n = 0;
    for await (const _row of cashSource.rows(env, r)) n += 1;
    return n;
  },
  async *rows({ q, actor }, r) {
    // APPROVED and PAID filter a page after it is read: a short page is not the end, the total is.
    for (let page = 1; ; page += 1) {
      const res = await listPlans(q, actor, { page, size: PAGE, filters: r.filters, sort: r.sort ?? { field: 'dueDate', order: 'asc' } });
      for (const plan of res.rows) for (const line of plan.lines) yield { plan, line };
      if (page * PAGE >= res.total) return;
    }
  },
};
