import { applyScreen } from '../../../lib/applications';
import { splitPart } from '../components/application-parts';
import { TransferForm } from '../components/transfer-form';

/** 转让申请 (domain.md §7.5): held credits, all or part of each, to a counterparty with a contract; and the caller's transfers. */
export default applyScreen({ bizType: 'TRANSFER', apply: '转让申请', mine: '我的转让申请', form: () => <TransferForm />, part: splitPart });
