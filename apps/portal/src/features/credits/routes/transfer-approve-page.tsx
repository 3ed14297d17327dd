import { reviewScreen } from '../../../lib/applications';
import { splitPart } from '../components/application-parts';

/** 转让拆分审批 (domain.md §7.5): the director reads the split preview (child to the receiver, the rest kept) and signs. */
export default reviewScreen('TRANSFER', { part: splitPart });
