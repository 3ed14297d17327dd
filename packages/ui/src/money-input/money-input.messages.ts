/** MoneyInput's user-facing texts (zh-CN); the lead may merge them into packages/ui/src/messages.ts. */
export const moneyInputMessages = {
  capital: '大写',
  unit: '数量级',
  yuan: '元',
} as const;
