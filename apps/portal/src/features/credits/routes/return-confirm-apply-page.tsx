import { reviewScreen } from '../../../lib/applications';
import { splitPart } from '../components/application-parts';

/** 退回确认申请 (domain.md §7.9): the receiving side's operator (chain or core) confirms (确认) or refuses (拒收) a return. */
export default reviewScreen('RETURN', { text: { label: '待确认的退回申请', empty: '暂无待确认的退回申请', action: '办理' }, part: splitPart });
