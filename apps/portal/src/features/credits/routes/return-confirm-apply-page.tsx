import { reviewScreen } from '../components/review-queue';

/** 退回确认申请 (domain.md §7.9): the receiving side's operator (chain or core) confirms (确认) or refuses (拒收) a return. */
export default reviewScreen('RETURN', { label: '待确认的退回申请', empty: '暂无待确认的退回申请', action: '办理' });
