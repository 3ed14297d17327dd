/**
 * Every application business type (domain.md §5.4, domain-lines.md §14A.4) with its Chinese label and its number
 * prefix (three capitals, then yyyyMMdd and six digits: `appNoSchema`). The one home of these facts: the server's
 * numbering and flow definitions, the lists' labels and the flow records read them here.
 */
export const BIZ_TYPE_TABLE = {
  ISSUE: { label: '开立', prefix: 'ISS' },
  WITHDRAW: { label: '开立撤回', prefix: 'WDR' },
  SIGN: { label: '签收', prefix: 'SGN' },
  TRANSFER: { label: '转让', prefix: 'TRF' },
  FINANCE: { label: '融资', prefix: 'FIN' },
  RETURN: { label: '退回', prefix: 'RTN' },
  RECYCLE: { label: '回收', prefix: 'RCY' },
  CASH: { label: '兑付', prefix: 'CSH' },
  /** 兑付确认 of an offline payment: the operator proposes, the director signs, a bank holder confirms receipt (issue 26 item 6). */
  CASH_CONFIRM: { label: '兑付确认', prefix: 'CCF' },
  LIMIT_DIST: { label: '额度分配', prefix: 'LMT' },
  /** The core's buyer-paid-interest financing (核心企业融资, domain.md §7.7): its suppliers' financings at an FI become 买方付息. */
  CORE_FINANCE: { label: '买方付息', prefix: 'BPF' },
  /** A core opens, suspends or resumes a product for one supplier (domain-lines.md §17.2). */
  PRODUCT_SUPPLIER: { label: '供应商开通', prefix: 'PSP' },
  /** 电子账户提现 to the bound settlement account, signed by the director (domain-lines.md §16.8). */
  WITHDRAWAL: { label: '提现', prefix: 'WTH' },
  /** e订通准入: the supplier applies with a core at a bank, its director signs the agreement, the bank reviews (domain-lines.md §19.2). */
  EDT_ACCESS: { label: '准入', prefix: 'EAC' },
  /** e订通订单确认: the core's purchase role confirms an order, its director signs (domain-lines.md §19.4). */
  ORDER_CONFIRM: { label: '订单确认', prefix: 'OCF' },
  /** e订通订单融资 on a confirmed order: the supplier applies, the bank reviews, plans or approves, and funds (domain-lines.md §19.5). */
  EDT_FINANCE: { label: '订单融资', prefix: 'EFA' },
  /** 应付账款登记: a batch of the debtor's payables its director confirms with one signature over the 应付账款确认函 (domain-lines.md §18.3). */
  ABS_PAYABLE: { label: '应付账款登记', prefix: 'APR' },
  /** ABS转让: the creditor sells confirmed receivables to a factor at the §18.4 price (domain-lines.md §18.3). */
  ABS_TRANSFER: { label: 'ABS转让', prefix: 'ABT' },
  /** 应付账款作废: the debtor asks to void a confirmed receivable; the creditor's director agrees or refuses (domain-lines.md §18.2). */
  ABS_CANCEL: { label: '应付账款作废', prefix: 'APC' },
  /** 付款确认书: the debtor's operator submits it on a transferred receivable, its director signs it (domain-lines.md §18.5). */
  ABS_PAY_CONFIRM: { label: '付款确认书', prefix: 'APF' },
  /** 资产入池 (PIN), 出池 (POT), 提款 (PDD: the drawdown's own number) and 还款 (PRP) of a pond (domain-lines.md §18.7). */
  POND_IN: { label: '资产入池', prefix: 'PIN' },
  POND_OUT: { label: '资产出池', prefix: 'POT' },
  POND_DRAWDOWN: { label: '资产池提款', prefix: 'PDD' },
  POND_REPAY: { label: '资产池还款', prefix: 'PRP' },
  /** 保证金提取 of a pond above what its exposure needs, the director signs ACCOUNT_COLLECT (domain-lines.md §18.7). */
  POND_MARGIN: { label: '保证金提取', prefix: 'PMW' },
  /** 银承出票: the core applies for one or several bills (one line per payee), its director signs, the bank accepts (domain-lines.md §20.3). */
  BAB_ISSUE: { label: '银承出票', prefix: 'BAB' },
  /** 提示收票 of accepted packages: the core's operator selects, its director signs BAB_SUBMIT (domain-lines.md §20.3). */
  BAB_DELIVER: { label: '提示收票', prefix: 'BPS' },
  /** 票据签收 or 拒收 by the payee: its operator decides, its director signs BAB_RECEIVE (domain-lines.md §20.3). */
  BAB_RECEIVE: { label: '票据签收', prefix: 'BRC' },
  /** 撤票 of an accepted or refused package by the drawer, signed CONTRACT_SIGN (domain-lines.md §20.3). */
  BAB_REVOKE: { label: '撤票', prefix: 'BRV' },
  /** 贴现 of one bill (DSL) or a batch of 2–50 (DSB) at one bank (domain-lines.md §20.4). */
  DISCOUNT_BILL: { label: '贴现', prefix: 'DSL' },
  DISCOUNT_BATCH: { label: '批量贴现', prefix: 'DSB' },
} as const satisfies Readonly<Record<string, { label: string; prefix: string }>>;

export type BizType = keyof typeof BIZ_TYPE_TABLE;
type Labels = { readonly [K in BizType]: (typeof BIZ_TYPE_TABLE)[K]['label'] };

export const BIZ_TYPE_LABEL: Labels = Object.fromEntries(Object.entries(BIZ_TYPE_TABLE).map(([k, v]) => [k, v.label])) as unknown as Labels;
export const BIZ_TYPES = Object.keys(BIZ_TYPE_TABLE) as [BizType, ...BizType[]];

/** The number prefix of a business type's applications. */
export const bizPrefix = (biz: BizType): string => BIZ_TYPE_TABLE[biz].prefix;

/**
 * The original a director signs to approve an application of the type (domain-lines.md §14A.5): `CREDIT_ASSEMBLE`
 * unless listed here. The server's flow definition and the portal's 同意 read the same row.
 */
export const APPROVAL_ORIGINAL: Readonly<Partial<Record<BizType, 'PRODUCT' | 'CONTRACT_SIGN'>>> = {
  PRODUCT_SUPPLIER: 'PRODUCT',
  EDT_ACCESS: 'CONTRACT_SIGN',
  ORDER_CONFIRM: 'CONTRACT_SIGN',
  // 供应链ABS: the 应付账款确认函, the 转让申请书 + 通知书 and the 付款确认书 are contracts (domain-lines.md §18.5).
  ABS_PAYABLE: 'CONTRACT_SIGN',
  ABS_TRANSFER: 'CONTRACT_SIGN',
  ABS_PAY_CONFIRM: 'CONTRACT_SIGN',
  BAB_REVOKE: 'CONTRACT_SIGN',
};
export const approvalOriginalOf = (biz: BizType): 'CREDIT_ASSEMBLE' | 'PRODUCT' | 'CONTRACT_SIGN' => APPROVAL_ORIGINAL[biz] ?? 'CREDIT_ASSEMBLE';
