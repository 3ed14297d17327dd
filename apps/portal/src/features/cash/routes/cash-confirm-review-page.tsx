import { reviewScreen } from '../../../lib/applications';

/** 兑付确认审批 (issue 26 item 6): the director signs the operator's proposal (credit, amount, payee, date, reference) with the key. */
export default reviewScreen('CASH_CONFIRM', { text: { label: '待审批的兑付确认', empty: '暂无待审批的兑付确认', action: '审批' } });
