export { MoneyInput } from './money-input';
export type { MoneyInputProps } from './money-input';
export { formatMoneyText, sanitizeMoneyText } from './money-text';
