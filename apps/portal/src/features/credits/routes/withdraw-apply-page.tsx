import { applyScreen } from '../../../lib/applications';
import { CreditApplyForm } from '../components/credit-apply-form';

/** 开立撤回申请 (domain.md §7.4): credits still waiting to be signed for, withdrawn with a reason once the director signs. */
export default applyScreen({ bizType: 'WITHDRAW', apply: '撤回申请', mine: '我的撤回申请', form: () => <CreditApplyForm kind="withdraw" /> });
