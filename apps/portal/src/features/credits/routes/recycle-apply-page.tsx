import { applyScreen } from '../../../lib/applications';
import { CreditApplyForm } from '../components/credit-apply-form';

/** 回收申请 (domain.md §7.10): credits the issuer holds itself (after a return), cancelled once the director signs. */
export default applyScreen({ bizType: 'RECYCLE', apply: '回收申请', mine: '我的回收申请', form: () => <CreditApplyForm kind="recycle" /> });
