import { useApplyView } from '../api/use-apply-view';
import { ApplyTabs } from './apply-tabs';
import { CreditApplyForm } from './credit-apply-form';
import { CreditPage } from './credit-page';

const TEXT = {
  withdraw: { bizType: 'WITHDRAW', apply: '撤回申请', mine: '我的撤回申请' },
  recycle: { bizType: 'RECYCLE', apply: '回收申请', mine: '我的回收申请' },
} as const;

/** 开立撤回申请 and 回收申请: pick credits with a reason, and the caller's applications of that type. */
export function creditApplyScreen(kind: 'withdraw' | 'recycle') {
  const text = TEXT[kind];
  return function CreditApplyScreen() {
    const view = useApplyView();
    return (
      <CreditPage>
        <ApplyTabs view={view} bizType={text.bizType} applyLabel={text.apply} mineLabel={text.mine} form={<CreditApplyForm kind={kind} />} />
      </CreditPage>
    );
  };
}
