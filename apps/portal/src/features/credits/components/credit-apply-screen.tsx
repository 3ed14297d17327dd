import { ApplyTabs, creditsPart, useApplyView } from '../../../lib/applications';
import { splitPart } from './application-parts';
import { CreditApplyForm } from './credit-apply-form';
import { ToastPage } from '../../../lib/page';
import { ReturnForm } from './return-form';
import { TransferForm } from './transfer-form';

const TEXT = {
  withdraw: { bizType: 'WITHDRAW', apply: '撤回申请', mine: '我的撤回申请', form: () => <CreditApplyForm kind="withdraw" />, part: creditsPart },
  recycle: { bizType: 'RECYCLE', apply: '回收申请', mine: '我的回收申请', form: () => <CreditApplyForm kind="recycle" />, part: creditsPart },
  transfer: { bizType: 'TRANSFER', apply: '转让申请', mine: '我的转让申请', form: () => <TransferForm />, part: splitPart },
  return: { bizType: 'RETURN', apply: '退回申请', mine: '我的退回申请', form: () => <ReturnForm />, part: splitPart },
} as const;

/** 开立撤回申请, 回收申请, 转让申请 and 退回申请: the form, and the caller's applications of that type. */
export function creditApplyScreen(kind: keyof typeof TEXT) {
  const text = TEXT[kind];
  return function CreditApplyScreen() {
    const view = useApplyView();
    return (
      <ToastPage>
        <ApplyTabs view={view} bizType={text.bizType} applyLabel={text.apply} mineLabel={text.mine} form={text.form()} part={text.part} />
      </ToastPage>
    );
  };
}
