import { reviewScreen } from '../../../lib/applications';
import { splitPart } from '../components/application-parts';

/** 退回审批 (domain.md §7.9): the returning side's director reads the split preview and signs. */
export default reviewScreen('RETURN', { part: splitPart });
