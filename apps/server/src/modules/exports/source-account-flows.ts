import { FLOW_DIRECTION_LABEL } from '@scf/api/contract';
import type { AccountFlow, ExportRequest } from '@scf/api/contract';
import { accountFlowPage, countAccountFlows, flowAccountLabel } from '../e-accounts';
import { exportTime } from './exports.time';
import { conditionText, paged } from './exports.source';
import type { ExportSource } from './exports.source';

type FlowsRequest = Extract<ExportRequest, { source: 'account-flows' }>;

const PAGE = 1_000;
const money = '#,##0.00';
const amount = (v: string | null) => (v === null ? '' : Number(v));

/**
 * 专户查询's 流水 (domain-lines.md §16.8) of one of the corporation's accounts under the page's filters, the screen's
 * columns; 交易时间 on the business date it was booked (Asia/Shanghai time of day), as the screen shows it.
 */
export const accountFlowsSource: ExportSource<FlowsRequest, AccountFlow> = {
  key: 'account-flows',
  label: '账户流水',
  access: () => ({ menu: '/my/electronic-account/special-account/query' }),
  columns: [
    { header: '交易时间', width: 20, value: (f) => exportTime(f.businessDate, f.at) },
    { header: '交易流水号', width: 24, value: (f) => f.bankSerial },
    { header: '摘要', width: 14, value: (f) => f.summary },
    { header: '对方户名', width: 30, value: (f) => f.counterpartyName },
    { header: '对方账号', width: 24, value: (f) => f.counterpartyNo },
    { header: '收入金额', width: 16, numFmt: money, value: (f) => amount(f.income) },
    { header: '支出金额', width: 16, numFmt: money, value: (f) => amount(f.expense) },
    { header: '余额', width: 16, numFmt: money, value: (f) => Number(f.balance) },
    { header: '关联业务编号', width: 22, value: (f) => f.bizRef },
    { header: '回单编号', width: 22, value: (f) => f.receiptNo ?? '' },
  ],
  describe: async ({ filters: f }, env) =>
    conditionText([
      ['账户', env ? await flowAccountLabel(env.q, env.actor, f.accountId) : f.accountId],
      ['交易日期起', f.from],
      ['交易日期止', f.to],
      ['收支方向', f.direction ? FLOW_DIRECTION_LABEL[f.direction] : undefined],
    ]),
  count: ({ q, actor }, r) => countAccountFlows(q, actor, r.filters),
  rows: ({ q, actor }, r) => paged(PAGE, (page, size) => accountFlowPage(q, actor, r.filters, page, size)),
};
