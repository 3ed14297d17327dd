import { reviewScreen } from '../../../lib/applications';
import { splitPart } from '../components/application-parts';

/** 退回确认审批 (domain.md §7.9): the receiving side's director approves the operator's decision with the key. */
export default reviewScreen('RETURN', { text: { label: '待复核的退回确认', empty: '暂无待复核的退回确认', action: '审批' }, part: splitPart });
