import { reviewScreen } from '../../../lib/applications';

/** 回收审批 (domain.md §7.10): approving with the key cancels the credits the issuer holds and releases the limit. */
export default reviewScreen('RECYCLE');
