import { creditApplyScreen } from '../components/credit-apply-screen';

/** 开立撤回申请 (domain.md §7.4): credits still waiting to be signed for, withdrawn with a reason once the director signs. */
export default creditApplyScreen('withdraw');
