import { PlanScreen } from '../components/plan-screen';

/** 付款进度 (domain.md §7.8): the plans and their lines, PENDING → PAYING → PAID / FAILED with the time and the bank serial. */
export default function PaymentProgressPage() {
  return <PlanScreen label="兑付付款进度" empty="暂无已审批的兑付计划" filters={{}} />;
}
