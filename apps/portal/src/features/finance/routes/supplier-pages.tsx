import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Empty } from '@scf/ui';
import { Page } from '../../../lib/page';
import { useProduct } from '../../../lib/product';
import { FinanceDetailView } from '../components/finance-detail';
import { SupplierFinanceList } from '../components/supplier-finance-list';
import { SupplierLimits } from '../components/supplier-limits';

const detailPath = (base: string, appNo: string) => `${base}/core/supplier/finance-detail?appNo=${encodeURIComponent(appNo)}`;

/** 供应商融资查询 (domain.md §7.7): the suppliers' financings of the core's credits; a number opens 供应商融资详情, 供应商额度详情 the use per bank. */
export function SupplierFinanceQueryPage() {
  const navigate = useNavigate();
  const { base } = useProduct();
  return (
    <Page actions={<Button onClick={() => navigate(`${base}/core/supplier/limit-detail`)}>供应商额度详情</Button>}>
      <SupplierFinanceList onOpen={(appNo) => navigate(detailPath(base, appNo))} />
    </Page>
  );
}

/** 供应商融资详情: one financing of a supplier on the core's credit, read only — the calculation, the invoices and checks, the flow records. */
export function SupplierFinanceDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { base } = useProduct();
  const appNo = params.get('appNo');
  const back = () => navigate(`${base}/core/supplier/finance-query`);
  return (
    <Page>
      {appNo ? (
        <FinanceDetailView appNo={appNo} onBack={back} source="core" />
      ) : (
        <Empty description="请从供应商融资查询中选择一笔融资">
          <Button variant="primary" onClick={back}>
            供应商融资查询
          </Button>
        </Empty>
      )}
    </Page>
  );
}

/** 供应商额度详情: the suppliers' financing use per bank. */
export function SupplierLimitPage() {
  const navigate = useNavigate();
  const { base } = useProduct();
  return (
    <Page actions={<Button onClick={() => navigate(`${base}/core/supplier/finance-query`)}>供应商融资查询</Button>}>
      <SupplierLimits />
    </Page>
  );
}
