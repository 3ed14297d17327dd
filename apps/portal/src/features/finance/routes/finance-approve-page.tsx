import { useEndpoint } from '@scf/api';
import { financeEndpoints } from '@scf/api/contract';
import type { ApplicationDetail } from '@scf/api/contract';
import { Spinner } from '@scf/ui';
import { ReviewQueue, creditsAnd } from '../../../lib/applications';
import { ToastPage } from '../../../lib/page';
import { FinanceChecks } from '../components/finance-detail';
import { FinanceFigures } from '../components/finance-figures';

/** The calculation and the invoices beside the director's review of a financing. */
function FinanceAside({ detail }: { detail: ApplicationDetail }) {
  const { data } = useEndpoint(financeEndpoints.detail, { params: { appNo: detail.appNo } });
  if (!data) return <Spinner label="正在加载融资测算" />;
  return (
    <>
      <FinanceFigures figures={data.figures} />
      <FinanceChecks detail={data} />
    </>
  );
}

/** 融资审批 (domain.md §7.7 step 2): the holder's director reads the calculation and the invoices and signs with the key (→ 待金融机构审批). */
export function FinanceApprovePage() {
  return (
    <ToastPage>
      <ReviewQueue
        bizType="FINANCE"
        part={creditsAnd((detail) => (
          <FinanceAside detail={detail} />
        ))}
      />
    </ToastPage>
  );
}
