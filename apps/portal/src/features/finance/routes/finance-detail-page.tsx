import { useState } from 'react';
import { useAuth } from '../../../lib/auth';
import { Tabs } from '@scf/ui';
import { useOpenApplication } from '../../../lib/applications';
import { ToastPage } from '../../../lib/page';
import { FinanceDetailView } from '../components/finance-detail';
import { FinanceList } from '../components/finance-list';
import { FinanceTiles } from '../components/finance-tiles';

/**
 * 融资详情 (domain.md §7.7): the corporation's financings — a supplier's own, or for the bank those addressed to it —
 * 待处理 and 全部; a number opens the whole calculation, the invoices with the checks, the timeline, and for the bank's
 * client manager and product manager their step (通过 / 拒绝, 同意 with the key, 放款).
 */
export function FinanceDetailPage() {
  const { appNo, open, close } = useOpenApplication();
  const [tab, setTab] = useState('pending');
  const role = useAuth().role?.currentRole ?? '';
  const bank = role === 'ROLE_CLIENT_MANAGER' || role === 'ROLE_PRODUCT_MANAGER';
  return (
    <ToastPage>
      {appNo ? (
        <FinanceDetailView appNo={appNo} onBack={close} />
      ) : (
        <>
          <FinanceTiles bank={bank} />
          <Tabs
            label="融资申请"
            value={tab}
            onValueChange={setTab}
            items={[
              { value: 'pending', label: '待处理', content: <FinanceList scope="pending" bank={bank} label="待处理的融资申请" onOpen={open} /> },
              { value: 'all', label: '全部', content: <FinanceList scope="all" bank={bank} label="全部融资申请" onOpen={open} /> },
            ]}
          />
        </>
      )}
    </ToastPage>
  );
}
