import { applyScreen } from '../../../lib/applications';
import { splitPart } from '../components/application-parts';
import { ReturnForm } from '../components/return-form';

/** 退回申请 (domain.md §7.9): held credits, all or part of each, back to the transferor or the issuer, with a reason. */
export default applyScreen({ bizType: 'RETURN', apply: '退回申请', mine: '我的退回申请', form: () => <ReturnForm />, part: splitPart });
