import { C1, F1, S1 } from './render-edt-page';

const C2 = { corpId: 'C2', corpName: '徐州示例建材有限公司' };

/** S1's confirmed counterparties: C1 (e订通 opened with S1) and C2 (not). */
export const COUNTERPARTIES = {
  rows: [
    { key: 'REL:C2:CUSTOMER', requestId: null, ...C2, uscc: '91320300MA1XG0002B', role: 'CUSTOMER', status: 'CONFIRMED', direction: null, since: '2025-01-02' },
    { key: 'REL:C1:CUSTOMER', requestId: null, ...C1, uscc: '91320300MA1XG0000F', role: 'CUSTOMER', status: 'CONFIRMED', direction: null, since: '2025-01-02' },
  ],
  total: 2,
};

export const BANKS = { corpName: S1.corpName, uscc: '91320500MA1XC00111', banks: [F1] };

/** S1's 回款专户 at F1 (A-S1-EDT) and a 还款专户 that is not one. */
export const SPECIAL_ACCOUNTS = [
  {
    accountId: 'A-S1-EDT',
    accountNo: '32050161000000009101',
    accountName: S1.corpName,
    bankName: '中国建设银行徐州分行',
    purpose: 'EDT_COLLECT',
    controller: F1,
    status: 'ACTIVE',
    balance: '0.00',
    frozen: '0.00',
    available: '0.00',
    mandate: 'NONE',
  },
  {
    accountId: 'A-S1-REPAY',
    accountNo: '32050161000000009102',
    accountName: S1.corpName,
    bankName: '中国建设银行徐州分行',
    purpose: 'CASH_REPAY',
    controller: F1,
    status: 'ACTIVE',
    balance: '0.00',
    frozen: '0.00',
    available: '0.00',
    mandate: 'NONE',
  },
];

const check = (key: string, label: string, passed: boolean) => ({ key, label, passed });

/** 准入自检 with every precondition met (C1 at F1 in the seed), the access given or none. */
export const selfCheck = (passed: Partial<Record<string, boolean>> = {}, access: unknown = null) => {
  const checks = [
    check('SUPPLIER_PRODUCT', '贵企业已开通e订通', passed.SUPPLIER_PRODUCT ?? true),
    check('CORE_PRODUCT', '核心企业已开通e订通', passed.CORE_PRODUCT ?? true),
    check('COUNTERPARTY', '核心企业为贵企业的交易对手', passed.COUNTERPARTY ?? true),
    check('USER_WHITELIST', '当前用户已获得e订通业务权限', passed.USER_WHITELIST ?? true),
    check('VERIFIED', '贵企业已完成实名认证', passed.VERIFIED ?? true),
    check('FI_OFFERS', '所选资金方为该核心企业提供e订通', passed.FI_OFFERS ?? true),
  ];
  return { checks, ready: checks.every((c) => c.passed), access };
};
