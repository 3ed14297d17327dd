import { todoScreen } from '../../../lib/applications';
import { CREDIT_PARTS } from '../components/application-parts';
import { SignForPanel } from '../components/sign-for-panel';

/**
 * 待办事项 (domain.md §4.6): the receiver's work is done here — a 待签收 credit opens with 签收 / 拒签 (`?creditNo=`),
 * a sign-for application with the director's 同意 / 退回 (`?appNo=`); any other todo goes to its own page.
 */
export default todoScreen({
  // A bank's 确认收款 of a 兑付确认 is signed here too (the bank has no page of the core's 兑付).
  inPlace: ['SIGN', 'CASH_CONFIRM'],
  parts: CREDIT_PARTS,
  record: (creditNo, { back, openApplication }) => <SignForPanel creditNo={creditNo} onBack={back} onOpenApplication={openApplication} />,
});
