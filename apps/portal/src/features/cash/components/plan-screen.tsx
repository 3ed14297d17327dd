import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CashPlanListQuery } from '@scf/api/contract';
import { PagePart } from '../../../lib/page';
import { CashPage, useVariant } from './cash-parts';
import { PlanDetail } from './plan-detail';
import { PlanTable, usePlanList } from './plan-list';

/** `?planNo=` opens one plan (a todo or a home tile links to it directly). */
function useOpenPlan() {
  const [params, setParams] = useSearchParams();
  const set = (v: string | null) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      if (v) p.set('planNo', v);
      else p.delete('planNo');
      return p;
    });
  return { planNo: params.get('planNo') ?? params.get('appNo'), open: (v: string) => set(v), close: () => set(null) };
}

function Plans({
  label,
  empty,
  filters,
  onOpen,
  tools,
}: {
  label: string;
  empty: string;
  filters: NonNullable<CashPlanListQuery['filters']>;
  onOpen: (p: string) => void;
  tools?: (rows: ReturnType<typeof usePlanList>) => ReactNode;
}) {
  const table = usePlanList(filters);
  return (
    <PagePart aria-label={label}>
      {tools ? tools(table) : null}
      <PlanTable label={label} emptyText={empty} onOpen={onOpen} actions={(p) => [{ label: '查看', onSelect: () => onOpen(p.planNo) }]} table={table} />
    </PagePart>
  );
}

/** A list of plans of the route's variant (审批 queue, 付款进度, 兑付查询) that opens one plan with its lines. */
export function PlanScreen({
  label,
  empty,
  filters,
  tools,
}: {
  label: string;
  empty: string;
  filters: Omit<NonNullable<CashPlanListQuery['filters']>, 'variant'>;
  tools?: (rows: ReturnType<typeof usePlanList>) => ReactNode;
}) {
  const variant = useVariant();
  const { planNo, open, close } = useOpenPlan();
  return (
    <CashPage>
      {planNo ? (
        <PlanDetail planNo={planNo} onBack={close} />
      ) : (
        <Plans label={label} empty={empty} filters={{ ...filters, variant }} onOpen={open} {...(tools ? { tools } : {})} />
      )}
    </CashPage>
  );
}
