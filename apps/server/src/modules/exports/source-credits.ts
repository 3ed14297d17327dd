import { CREDIT_STATUS_LABEL } from '@scf/api/contract';
import type { Credit, ExportRequest } from '@scf/api/contract';
import { creditFlowRecords, listCredits } from '../credits';
import { conditionText, paged } from './exports.source';
import type { ExportSource } from './exports.source';

type CreditsRequest = Extract<ExportRequest, { source: 'credits' }>;
type FlowRequest = Extract<ExportRequest, { source: 'flow-records' }>;

/** Enterprise and bank staff read their corporation's credits (the credits module's READERS). */
const READERS = { role: ['ROLE_OPERATOR', 'ROLE_DIRECTOR', 'ROLE_FINAL_REVIEW', 'ROLE_QUERY', 'ROLE_CLIENT_MANAGER', 'ROLE_PRODUCT_MANAGER'] } as const;
const PAGE = 1_000;
const SCOPE_LABEL: Record<string, string> = {
  held: '持有',
  issued: '开立',
  toSign: '待签收',
  withdrawable: '可撤回',
  recyclable: '可回收',
  transferable: '可转让',
  returnable: '可退回',
  all: '全部',
};
const money = '#,##0.00';

/** 凭证查询: the credit list of `/transfer-record` (scope, number, counterparty, due dates), its columns as the screen's. */
export const creditsSource: ExportSource<CreditsRequest, Credit> = {
  key: 'credits',
  label: '凭证查询',
  access: () => READERS,
  columns: [
    { header: '凭证编号', width: 22, value: (c) => c.creditNo },
    { header: '开立方', width: 30, value: (c) => c.issuer.corpName },
    { header: '持有方', width: 30, value: (c) => c.holder.corpName },
    { header: '金额', width: 16, numFmt: money, value: (c) => Number(c.amount) },
    { header: '承诺付款日', width: 14, value: (c) => c.dueDate },
    { header: '状态', width: 12, value: (c) => CREDIT_STATUS_LABEL[c.status] },
  ],
  describe: ({ filters: f = {} }) =>
    conditionText([
      ['范围', SCOPE_LABEL[f.scope ?? 'all']],
      ['产品', f.productType],
      ['状态', f.status ? CREDIT_STATUS_LABEL[f.status] : undefined],
      ['凭证编号', f.creditNo],
      ['交易对手', f.counterparty],
      ['到期日起', f.dueFrom],
      ['到期日止', f.dueTo],
    ]),
  count: async ({ q, actor, businessDate }, r) => (await listCredits(q, actor, { page: 1, size: 1, filters: r.filters, sort: r.sort }, businessDate)).total,
  rows: ({ q, actor, businessDate }, r) =>
    paged(PAGE, async (page, size) => (await listCredits(q, actor, { page, size, filters: r.filters, sort: r.sort }, businessDate)).rows),
};

type FlowRecordRow = Awaited<ReturnType<typeof creditFlowRecords>>['rows'][number];

/** 流转记录: every step on one credit's tree, oldest first, as `/transfer-record`'s 流转明细 pages it. */
export const flowRecordsSource: ExportSource<FlowRequest, FlowRecordRow> = {
  key: 'flow-records',
  label: '流转记录',
  access: () => READERS,
  columns: [
    { header: '时间', width: 22, value: (r) => `${r.businessDate} ${r.at.slice(11, 19)}` },
    { header: '凭证编号', width: 22, value: (r) => r.creditNo ?? '' },
    { header: '业务编号', width: 22, value: (r) => r.appNo ?? '' },
    { header: '操作', width: 12, value: (r) => r.actionLabel },
    { header: '操作企业', width: 30, value: (r) => r.corp.corpName },
    { header: '操作人', width: 12, value: (r) => r.user.personName },
    { header: '角色', width: 12, value: (r) => r.roleLabel },
    { header: '金额', width: 16, numFmt: money, value: (r) => (r.amount === null ? '' : Number(r.amount)) },
    { header: '意见', width: 30, value: (r) => r.comment },
  ],
  describe: ({ filters }) => conditionText([['凭证编号', filters.creditNo]]),
  count: async ({ q, actor }, r) => (await creditFlowRecords(q, actor, r.filters.creditNo, { page: 1, size: 1 })).total,
  rows: ({ q, actor }, r) => paged(PAGE, async (page, size) => (await creditFlowRecords(q, actor, r.filters.creditNo, { page, size })).rows),
};
