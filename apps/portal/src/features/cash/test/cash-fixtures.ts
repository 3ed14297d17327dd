import type { CashCalendar, CashCalendarDay, CashCheck, CashLeaf, CashLine, CashPlan } from '@scf/api/contract';
import { BUSINESS_DATE, HOLIDAYS } from '../../../test/fixtures';

// The demo's business date (Monday 2025-06-16), the holidays near it and c1_dir's key …0101.
export { BUSINESS_DATE, DIRECTOR_KEY, HOLIDAYS } from '../../../test/fixtures';

export const C1 = { corpId: 'C1', corpName: '徐州示例重工集团有限公司' };
export const S1 = { corpId: 'S1', corpName: '江苏示例精密锻造有限公司' };
export const S2 = { corpId: 'S2', corpName: '苏州示例钢材贸易有限公司' };
export const F1 = { corpId: 'F1', corpName: '中国建设银行股份有限公司徐州分行' };

const account = (corpName: string, accountNo: string) => ({ accountNo, accountName: corpName, bankName: '中国建设银行徐州分行' });
export const SPECIAL_ACCOUNT = account(C1.corpName, '32050161000000009901');

/** A leaf due on 2025-06-20, paid to its holder S1. */
export const leaf = (over: Partial<CashLeaf> = {}): CashLeaf => ({
  creditNo: 'XG2025031000000004',
  rootNo: 'XG2025031000000004',
  holder: S1,
  payee: S1,
  payeeKind: 'HOLDER',
  payeeAccount: account(S1.corpName, '6217001360000011001'),
  amount: '200000.00',
  dueDate: '2025-06-20',
  creditStatus: 'HELD',
  planNo: null,
  lineStatus: null,
  ...over,
});

/** A financed leaf: the FI is paid, not the holder. */
export const financedLeaf = (over: Partial<CashLeaf> = {}): CashLeaf =>
  leaf({
    creditNo: 'XG2025031000000005',
    rootNo: 'XG2025031000000005',
    holder: S2,
    payee: F1,
    payeeKind: 'FI',
    payeeAccount: account(F1.corpName, '32050161000000002101'),
    amount: '150000.50',
    creditStatus: 'FINANCED',
    ...over,
  });

export const line = (over: Partial<CashLine> = {}): CashLine => ({
  planNo: 'CSH20250616000001',
  lineNo: 1,
  creditNo: 'XG2025031000000004',
  payee: S1,
  payeeKind: 'HOLDER',
  payeeAccount: account(S1.corpName, '6217001360000011001'),
  amount: '200000.00',
  status: 'PENDING',
  paidAt: null,
  paidDate: null,
  bankSerial: null,
  offline: false,
  failReason: '',
  creditStatus: 'CASHING',
  ...over,
});

export const plan = (over: Partial<CashPlan> = {}): CashPlan => ({
  planNo: 'CSH20250616000001',
  variant: 'CASH',
  issuer: C1,
  dueDate: '2025-06-20',
  payerAccountType: 'SPECIAL',
  payerAccount: SPECIAL_ACCOUNT,
  total: '200000.00',
  paidTotal: '0.00',
  lineCount: 1,
  paidCount: 0,
  failedCount: 0,
  status: 'PENDING_REVIEW',
  fundsReady: false,
  fundingRef: '',
  creator: { userName: 'c1_op', personName: '张经办' },
  createdAt: '2025-06-16T02:00:00.000Z',
  comment: '',
  lines: [line()],
  actions: [],
  ...over,
});

const none = { count: 0, amount: '0.00' };
/** One day of the calendar: a working day with nothing due unless told. */
export const day = (date: string, over: Partial<CashCalendarDay> = {}): CashCalendarDay => ({
  date,
  working: !HOLIDAYS.includes(date) && ![0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay()),
  count: 0,
  total: '0.00',
  toPay: none,
  approved: none,
  paid: none,
  overdue: none,
  pendingPlans: 0,
  ...over,
});

/** A month's calendar: every day of it, with `due` merged into the days named. */
export function calendar(month: string, due: Record<string, Partial<CashCalendarDay>> = {}, nextDueDate: string | null = null): CashCalendar {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const length = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const days = Array.from({ length }, (_, i) => {
    const date = `${month}-${String(i + 1).padStart(2, '0')}`;
    return day(date, due[date]);
  });
  return { month, businessDate: BUSINESS_DATE, days, nextDueDate };
}

/** 兑付检查 of 2025-06-20: S1's leaf and a financed leaf, the SPECIAL account short of 50,000.50. */
export const check = (over: Partial<CashCheck> = {}): CashCheck => ({
  dueDate: '2025-06-20',
  variant: 'CASH',
  windowFrom: '2025-06-13',
  windowTo: '2025-06-20 16:00',
  open: true,
  closedReason: '',
  leaves: [leaf(), financedLeaf()],
  total: '350000.50',
  payerAccount: SPECIAL_ACCOUNT,
  balance: '300000.00',
  shortfall: '50000.50',
  pendingPlanNo: null,
  ...over,
});
