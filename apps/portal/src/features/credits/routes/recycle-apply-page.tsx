import { creditApplyScreen } from '../components/credit-apply-screen';

/** 回收申请 (domain.md §7.10): credits the issuer holds itself (after a return), cancelled once the director signs. */
export default creditApplyScreen('recycle');
