import { creditApplyScreen } from '../components/credit-apply-screen';

/** 退回申请 (domain.md §7.9): held credits, all or part of each, back to the transferor or the issuer, with a reason. */
export default creditApplyScreen('return');
