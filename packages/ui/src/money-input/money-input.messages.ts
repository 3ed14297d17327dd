/** MoneyInput's user-facing texts (zh-CN); the lead may merge them into packages/ui/src/messages.ts. */
export const moneyInputMessages = {
  capital: '大写',
  unit: '数量级',
  yuan: '元',
  /** Why a typed amount is refused (issue 28): said, never silently rewritten. */
  negative: '金额不能为负数',
  precision: (places: 0 | 1 | 2) => (places === 0 ? '金额须为整数' : `最多${places === 1 ? '一' : '两'}位小数`),
  zero: '金额须大于0',
  max: (max: string) => `金额不能超过${max}元`,
} as const;
