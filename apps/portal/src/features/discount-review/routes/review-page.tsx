import { useSearchParams } from 'react-router-dom';
import { Tabs } from '@scf/ui';
import { ToastPage } from '../../../lib/page';
import type { ReviewRole } from '../api/discount-review-calls';
import { DiscountQueue } from '../components/discount-queue';
import { DiscountReviewDetail } from '../components/discount-review-detail';

const TABS = ['todo', 'all'] as const;
type Tab = (typeof TABS)[number];

/** A queue (待办 / 全部) and, with `?appNo=` (a row, a todo, the home), that application's detail with the caller's step. */
function ReviewPage({ role, title }: { role: ReviewRole; title: string }) {
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((t) => t === params.get('tab')) ?? 'todo';
  const appNo = params.get('appNo') ?? '';
  const set = (key: string, value: string | null) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      if (value === null) p.delete(key);
      else p.set(key, value);
      return p;
    });
  return (
    <ToastPage>
      {appNo ? (
        <DiscountReviewDetail appNo={appNo} onBack={() => set('appNo', null)} />
      ) : (
        <Tabs
          label={title}
          value={tab}
          onValueChange={(next) => set('tab', next === 'todo' ? null : next)}
          items={[
            { value: 'todo', label: '待办', content: <DiscountQueue role={role} all={false} label="待办的贴现申请" onOpen={(no) => set('appNo', no)} /> },
            { value: 'all', label: '全部', content: <DiscountQueue role={role} all label="全部贴现申请" onOpen={(no) => set('appNo', no)} /> },
          ]}
        />
      )}
    </ToastPage>
  );
}

/**
 * 贴现审批 (`/discount/fi/discount-approve`, domain-lines.md §20.4): the bank's queue — 客户经理 审核通过 or 驳回 at
 * 待金融机构审批, 产品经理 签收 (signs DISCOUNT_*_RECEIVE: the DVP) or 驳回 at 待终审.
 */
export function DiscountApprovePage() {
  return <ReviewPage role="fi" title="贴现审批" />;
}

/**
 * 买方付息确认 (`/discount/core/interest/confirm`, §20.4): the drawer's 待买方确认付息 — the operator 确认付息, the director
 * signs the 买方付息确认书 (CONTRACT_SIGN); either may 拒绝 with 意见 (the application is cancelled, the bills held again).
 */
export function InterestConfirmPage() {
  return <ReviewPage role="payer" title="买方付息确认" />;
}
