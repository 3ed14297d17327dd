import { useSearchParams } from 'react-router-dom';
import { Tabs, useToast } from '@scf/ui';
import { useOpenApplication } from '../../../lib/applications';
import { useAuth } from '../../../lib/auth';
import { ToastPage } from '../../../lib/page';
import { BatchQueue } from '../components/batch-queue';
import { BatchReview } from '../components/batch-review';
import { PayableForm } from '../components/payable-form';

type Tab = 'register' | 'returned' | 'review';

function RegisterTabs() {
  const director = useAuth().role?.currentRole === 'ROLE_DIRECTOR';
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const { appNo, open, close } = useOpenApplication();
  const asked = params.get('tab') as Tab | null;
  const mine: readonly Tab[] = director ? ['review'] : ['register', 'returned'];
  const tab: Tab = asked && mine.includes(asked) ? asked : mine[0]!;
  if (appNo) return <BatchReview appNo={appNo} onBack={close} />;
  const items = director
    ? [{ value: 'review', label: '待确权', content: <BatchQueue kind="review" onOpen={open} /> }]
    : [
        {
          value: 'register',
          label: '登记',
          content: <PayableForm onDone={(d) => toast.success(`已提交应付账款登记，申请编号${d.appNo}，待主管确权`)} />,
        },
        { value: 'returned', label: '已退回', content: <BatchQueue kind="returned" onOpen={open} /> },
      ];
  return <Tabs label="应付账款登记" items={items} value={tab} onValueChange={(next) => setParams(new URLSearchParams({ tab: next }))} />;
}

/**
 * 应付账款登记 (`/abs/core/issue/payable`, domain-lines.md §18.3): the core operator registers a batch of payables
 * (登记) and cancels a batch its director returned (已退回); the core director confirms the batches waiting (待确权)
 * with one signature over each batch's 应付账款确认函. `?appNo=` opens one batch (where todos and messages link).
 */
export function PayableRegisterPage() {
  return (
    <ToastPage>
      <RegisterTabs />
    </ToastPage>
  );
}
