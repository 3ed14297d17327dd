import type { ApplicationDetail } from '@scf/api/contract';
import { LoadState } from '../../../lib/page';
import { reviewScreen } from '../../../lib/applications';
import { useBabDetail } from '../api/bab-calls';
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
 * 银承出票复核 (`/discount/core/bab/approve`, domain-lines.md §20.3), the core's director: the 待复核 queue of the
 * application kit (`?appNo=` opens one); 同意 signs the original the detail names — BAB_APPLY for one bill, BAB_ISSUE
 * for several (→ 待承兑); 退回 and 拒绝 with 意见 release the line.
 */
export default reviewScreen('BAB_ISSUE', {
  text: { label: '待复核的银承出票申请', empty: '暂无待复核的银承出票申请', action: '复核' },
  part: (detail) => <BabPart detail={detail} />,
});
