import { useNavigate, useSearchParams } from 'react-router-dom';
import { Tabs } from '@scf/ui';
import { useOpenApplication } from '../../../lib/applications';
import { useAuth } from '../../../lib/auth';
import { ToastPage } from '../../../lib/page';
import { EDT_CHAIN_PATHS } from '../api/edt-chain-labels';
import { FinanceReview } from '../components/finance-review';
import { FinanceTable } from '../components/finance-table';
import { OrderTable } from '../components/order-table';
import { ReviewQueue } from '../components/review-queue';

const TABS = ['order', 'finance', 'review'] as const;
type Tab = (typeof TABS)[number];

/**
 * 订单列表 (domain-lines.md §19.5): the supplier's 订单 (申请融资 on a confirmed one opens 订单信息) and its 融资; the
 * director also has 待我审批. An application opens (`?appNo=`, where todos and messages link) with the caller's actions:
 * 同意 / 退回 or 接受方案 / 放弃 for the director, 撤销申请 for the operator.
 */
export function OrderListPage() {
  const director = useAuth().role?.currentRole === 'ROLE_DIRECTOR';
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { appNo, open, close } = useOpenApplication();
  const asked = params.get('tab') as Tab | null;
  const tab: Tab = asked && TABS.includes(asked) && (asked !== 'review' || director) ? asked : director ? 'review' : 'order';
  const setTab = (next: string) => setParams(new URLSearchParams({ tab: next }));
  if (appNo) {
    return (
      <ToastPage>
        <FinanceReview appNo={appNo} onBack={close} />
      </ToastPage>
    );
  }
  const items = [
    ...(director ? [{ value: 'review', label: '待我审批', content: <ReviewQueue onOpen={open} /> }] : []),
    {
      value: 'order',
      label: '订单',
      content: <OrderTable canFinance={!director} onApply={(orderId) => navigate(`${EDT_CHAIN_PATHS.info}?orderId=${encodeURIComponent(orderId)}`)} />,
    },
    { value: 'finance', label: '融资', content: <FinanceTable onOpen={open} /> },
  ];
  return (
    <ToastPage>
      <Tabs label="订单与融资" items={items} value={tab} onValueChange={setTab} />
    </ToastPage>
  );
}
