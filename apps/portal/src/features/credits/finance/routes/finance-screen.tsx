import { useCurrentRoute } from '../../../../lib/page';
import { PortalSigning } from '../../../../lib/signing';
import { FinanceApplyPage } from './finance-apply-page';
import { FinanceApprovePage } from './finance-approve-page';
import { FinanceDetailPage } from './finance-detail-page';

/**
 * Every 融资 route in one chunk behind one registry entry (the first route's byte budget, design.md §7): the screen of
 * the current route — 融资申请, 融资审批, or 融资详情 (also the bank's 核心企业融资查询).
 */
export default function FinanceScreen() {
  const path = useCurrentRoute().route?.path ?? '';
  if (path.endsWith('/finance/apply')) return <FinanceApplyPage />;
  // 融资审批 and the bank's 同意 sign with the key: the signing provider and dialog come with this chunk.
  return <PortalSigning>{path.endsWith('/finance/approve') ? <FinanceApprovePage /> : <FinanceDetailPage />}</PortalSigning>;
}
