import { useEndpoint } from '@scf/api';
import { cashEndpoints } from '@scf/api/contract';
import type { CashVariant } from '@scf/api/contract';

export const useCalendar = (month: string) => useEndpoint(cashEndpoints.calendar, { body: { month } });
export const useDay = (date: string | null) => useEndpoint(cashEndpoints.day, date ? { body: { date } } : null);
export const useCheck = (variant: CashVariant, dueDate: string | undefined) =>
  useEndpoint(cashEndpoints.check, { body: dueDate ? { variant, dueDate } : { variant } });
export const usePlan = (planNo: string | null) => useEndpoint(cashEndpoints.plan, planNo ? { params: { planNo } } : null);
export const useUnpaid = () => useEndpoint(cashEndpoints.unpaid, {});
