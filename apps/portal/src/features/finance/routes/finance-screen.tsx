import type { ReactElement } from 'react';
import { useCurrentRoute } from '../../../lib/page';
import { PortalSigning } from '../../../lib/signing';
import { useAuth } from '../../../lib/auth';
import { BuyerPaidApplyPage, BuyerPaidApprovePage, BuyerPaidQueryPage } from './buyer-paid-pages';
import { FinanceApplyPage } from './finance-apply-page';
import { FinanceApprovePage } from './finance-approve-page';
import { FinanceDetailPage } from './finance-detail-page';
import { SignupApplyPage, SignupQueryPage } from './signup-pages';
import { SupplierFinanceDetailPage, SupplierFinanceQueryPage, SupplierLimitPage } from './supplier-pages';

/** The core's side and 签约查询: no signing. */
const UNSIGNED: Record<string, () => ReactElement> = {
  '/core/finance/signup-apply': () => <SignupApplyPage />,
  '/finance/signup-query': () => <SignupQueryPage />,
  '/core/supplier/finance-query': () => <SupplierFinanceQueryPage />,
  '/core/supplier/finance-detail': () => <SupplierFinanceDetailPage />,
  '/core/supplier/limit-detail': () => <SupplierLimitPage />,
};

/**
 * Every 融资 route in one chunk behind one registry entry (the first route's byte budget, design.md §7): the screen of
 * the current route — 融资申请, 融资审批, or 融资详情 (also the bank's 核心企业融资查询), 融资签约 and 签约查询, and the core's
 * 供应商融资查询 / 供应商融资详情 / 供应商额度详情, and the core's 买方付息 (核心企业融资申请 / 审批 / 查询).
 */
export default function FinanceScreen() {
  const path = useCurrentRoute().route?.path ?? '';
  const role = useAuth().role?.currentRole ?? '';
  const area = path.replace(/^\/(credit|voucher)/, '');
  // The core's 买方付息 (核心企业融资申请 / 审批 / 查询); on 核心企业融资查询 the bank's staff get their review queue instead.
  if (area === '/core/finance/apply') return <BuyerPaidApplyPage />;
  if (area === '/core/finance/approve')
    return (
      <PortalSigning>
        <BuyerPaidApprovePage />
      </PortalSigning>
    );
  if (area === '/core/finance/query' && role !== 'ROLE_CLIENT_MANAGER' && role !== 'ROLE_PRODUCT_MANAGER') return <BuyerPaidQueryPage />;
  if (path.endsWith('/finance/apply')) return <FinanceApplyPage />;
  const unsigned = UNSIGNED[area];
  if (unsigned) return unsigned();
  // 融资审批 and the bank's 同意 sign with the key: the signing provider and dialog come with this chunk.
  return <PortalSigning>{path.endsWith('/finance/approve') ? <FinanceApprovePage /> : <FinanceDetailPage />}</PortalSigning>;
}
