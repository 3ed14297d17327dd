import type { ApplicationDetail } from '@scf/api/contract';
import { ApplicationReview, useOpenApplication } from '../../../lib/applications';
import { LoadState, ToastPage } from '../../../lib/page';
import { useBabDetail, useBabList, useRefreshBabs } from '../api/bab-calls';
import { BabAppsTable } from '../components/bab-apps-table';
import { BabLinesSection } from '../components/bab-lines-table';

/** The 出票明细 of the application under review (its lines, figures and totals), from the 银承 detail. */
function BabPart({ detail }: { detail: ApplicationDetail }) {
  const bab = useBabDetail(detail.appNo);
  return (
    <LoadState what="出票明细" data={bab.data} error={bab.error} onRetry={() => void bab.mutate()}>
      {(d) => <BabLinesSection detail={d} />}
    </LoadState>
  );
}

/**
 * 银承出票复核 (`/discount/core/bab/approve`, domain-lines.md §20.3), the core's director: the 待复核 queue (the kit's
 * review list reads the credit products only, so the queue is the 银承 list's), `?appNo=` opens one in the application
 * kit's review; 同意 signs the original the detail names — BAB_APPLY for one bill, BAB_ISSUE for several (→ 待承兑);
 * 退回 and 拒绝 with 意见 release the line.
 */
export default function BabApprovePage() {
  return (
    <ToastPage>
      <BabApprove />
    </ToastPage>
  );
}

function BabApprove() {
  const { appNo, open, close } = useOpenApplication();
  const refresh = useRefreshBabs();
  const queue = useBabList('REVIEW');
  if (appNo)
    return (
      <ApplicationReview
        appNo={appNo}
        onBack={() => {
          void refresh();
          close();
        }}
        part={(detail) => <BabPart detail={detail} />}
      />
    );
  return (
    <LoadState what="待复核的银承出票申请" data={queue.data} error={queue.error} onRetry={() => void queue.mutate()}>
      {(rows) => (
        <BabAppsTable
          label="待复核的银承出票申请"
          rows={rows}
          emptyText="暂无待复核的银承出票申请"
          actions={[{ label: '复核', onSelect: (r) => open(r.appNo) }]}
        />
      )}
    </LoadState>
  );
}
