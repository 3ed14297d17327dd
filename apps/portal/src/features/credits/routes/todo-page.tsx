import { todoScreen } from '../../../lib/applications';
import { CREDIT_PARTS } from '../components/application-parts';
import { SignForPanel } from '../components/sign-for-panel';

/**
 * 待办事项 (domain.md §4.6): the receiver's work is done here — a 待签收 credit opens with 签收 / 拒签 (`?creditNo=`),
 * a sign-for application with the director's 同意 / 退回 (`?appNo=`); any other todo goes to its own page.
 */
export default todoScreen({
  inPlace: ['SIGN'],
  parts: CREDIT_PARTS,
  record: (creditNo, { back, openApplication }) => <SignForPanel creditNo={creditNo} onBack={back} onOpenApplication={openApplication} />,
});
