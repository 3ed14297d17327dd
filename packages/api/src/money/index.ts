// @scf/api/money: bigint fen, decimal strings, interest and 大写. Pure: the server imports it too.
export { FEN_PER_YUAN, fenToDecimal, formatFen, parseFen } from './fen';
export { CAPITAL_LIMIT_FEN, MONEY_MAX_DECIMAL, MONEY_MAX_FEN, MONEY_MIN_FEN, isMoneyInRange } from './limits';
export { groupThousands } from './thousands';
export { divRoundHalfUp } from './round';
export { parseRate } from './rate';
export type { Ratio } from './rate';
export { DAYS_PER_YEAR, interestFen } from './interest';
export { fenToChineseCapital, toChineseCapital } from './chinese-capital';
export { amountUnitHint } from './unit-hint';
export { allocate, allocationOrder } from './allocate';
export type { AllocatableCredit, Allocation } from './allocate';
export { calendarDaysBetween, financeFigures, quoteForTerm } from './finance';
export type { FinanceFigures, FinanceQuote, InterestPayer } from './finance';
