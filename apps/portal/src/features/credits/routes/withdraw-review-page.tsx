import { reviewScreen } from '../../../lib/applications';

/** 开立撤回复核 (domain.md §7.4): approving with the key withdraws the credits and releases the limit. */
export default reviewScreen('WITHDRAW');
