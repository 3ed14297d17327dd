import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Tabs } from '@scf/ui';
import { ToastPage } from '../../../lib/page';
import { ABS_TRANSFER_PATHS, detailPath } from '../api/abs-transfer-paths';
import { TransferAppsTable } from '../components/transfer-apps-table';

const TABS = ['review', 'done', 'all'] as const;
type Tab = (typeof TABS)[number];

/**
 * ABS转让审批 (`/abs/transfer/approve`, domain-lines.md §18.3): the caller's queue by role — the supplier director's
 * 待复核, the bank client manager's 待金融机构审批, the product manager's 待终审 (待受让) — then 已办 and 全部; a number
 * opens 转让审批详情 with the step's buttons (so does `?appNo=`, the todos' and the home queue's link).
 */
export function TransferApprovePage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const tab: Tab = TABS.find((t) => t === params.get('tab')) ?? 'review';
  const open = (appNo: string) => navigate(detailPath(ABS_TRANSFER_PATHS.approveDetail, appNo));
  const setTab = (next: string) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      if (next === 'review') p.delete('tab');
      else p.set('tab', next);
      return p;
    });
  // A todo, a message or the home queue names the transfer (`?appNo=`): its detail with the caller's step.
  const appNo = params.get('appNo');
  if (appNo) return <Navigate replace to={detailPath(ABS_TRANSFER_PATHS.approveDetail, appNo)} />;
  return (
    <ToastPage>
      <Tabs
        label="ABS转让审批"
        value={tab}
        onValueChange={setTab}
        items={[
          { value: 'review', label: '待办', content: <TransferAppsTable label="待办的转让申请" scope="review" onOpen={open} /> },
          { value: 'done', label: '已办', content: <TransferAppsTable label="已办的转让申请" scope="done" onOpen={open} /> },
          { value: 'all', label: '全部', content: <TransferAppsTable label="全部转让申请" scope="all" onOpen={open} /> },
        ]}
      />
    </ToastPage>
  );
}
