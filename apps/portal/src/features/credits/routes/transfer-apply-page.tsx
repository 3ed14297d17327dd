import { creditApplyScreen } from '../components/credit-apply-screen';

/** 转让申请 (domain.md §7.5): held credits, all or part of each, to a counterparty with a contract; and the caller's transfers. */
export default creditApplyScreen('transfer');
