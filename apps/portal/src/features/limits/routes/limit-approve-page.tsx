import { useSearchParams } from 'react-router-dom';
import { Page } from '../../../lib/page';
import { DistributionReview } from '../components/distribution-review';
import { DistributionTable } from '../components/distribution-table';
import { FlashNote } from '../components/flash-note';

/**
 * `/my/limit/approve` 额度分配审批: the distributions waiting for the group director; `?appNo=` opens one to approve
 * (signed with the key, `PENDING_LIMIT`) or return.
 */
export default function LimitApprovePage() {
  const appNo = useSearchParams()[0].get('appNo');
  return (
    <Page>
      <FlashNote />
      {appNo ? <DistributionReview appNo={appNo} /> : <DistributionTable scope="review" label="待审批的额度分配" emptyText="暂无待审批的额度分配" />}
    </Page>
  );
}
