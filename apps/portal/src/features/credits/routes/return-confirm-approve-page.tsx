import { reviewScreen } from '../components/review-queue';

/** 退回确认审批 (domain.md §7.9): the receiving side's director approves the operator's decision with the key. */
export default reviewScreen('RETURN', { label: '待复核的退回确认', empty: '暂无待复核的退回确认', action: '审批' });
