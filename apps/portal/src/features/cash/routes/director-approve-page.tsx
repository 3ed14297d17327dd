import { PlanScreen } from '../components/plan-screen';

/** 兑付主管审批 (domain.md §7.8): the plans waiting for the director; 同意 signs with the key (credits 兑付中, payment starts), 退回 goes back to the operator. */
export default function DirectorApprovePage() {
  return <PlanScreen label="待审批的兑付计划" empty="暂无待审批的兑付计划" filters={{ review: true }} />;
}
