import { useNavigate, useSearchParams } from 'react-router-dom';
import { findRoute } from '@scf/api/contract';
import { Button, Empty } from '@scf/ui';
import { Page } from '../../../lib/page';
import { useProduct } from '../../../lib/product';
import { FinanceDetailView } from '../components/finance-detail';
import { SupplierFinanceList } from '../components/supplier-finance-list';
import { SupplierLimits } from '../components/supplier-limits';

const detailPath = (base: string, appNo: string) => `${base}/core/supplier/finance-detail?appNo=${encodeURIComponent(appNo)}`;

/**
 * Where the supplier pages lead back to: 供应商融资查询 where the area has it (电子债权凭证), else the area's 供应商 list
 * (支付通 reaches 额度详情 and 融资详情 from there, domain-lines.md §17.2).
 */
function useSupplierHome() {
  const { base } = useProduct();
  const query = `${base}/core/supplier/finance-query`;
  return findRoute(query)
    ? { path: query, label: '供应商融资查询', pick: '请从供应商融资查询中选择一笔融资' }
    : { path: `${base}/supplier`, label: '供应商', pick: '请从供应商列表中选择供应商查看其融资' };
}

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

/**
 * 供应商融资详情: one financing of a supplier on the core's credit, read only — the calculation, the invoices and checks,
 * the flow records; from 供应商 (`?supplier=`) first that supplier's financings of the area's product.
 */
export function SupplierFinanceDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { base, type } = useProduct();
  const home = useSupplierHome();
  const appNo = params.get('appNo');
  const supplier = params.get('supplier');
  const back = () => navigate(home.path);
  if (appNo)
    return (
      <Page>
        <FinanceDetailView appNo={appNo} onBack={() => (supplier ? navigate(-1) : back())} source="core" />
      </Page>
    );
  if (supplier)
    return (
      <Page actions={<Button onClick={back}>{home.label}</Button>}>
        <SupplierFinanceList
          fixed={{ supplierCorpId: supplier, productType: type }}
          onOpen={(no) => navigate(`${detailPath(base, no)}&supplier=${encodeURIComponent(supplier)}`)}
        />
      </Page>
    );
  return (
    <Page>
      <Empty description={home.pick}>
        <Button variant="primary" onClick={back}>
          {home.label}
        </Button>
      </Empty>
    </Page>
  );
}

/** 供应商额度详情: the suppliers' financing use per bank, of the area's product. */
export function SupplierLimitPage() {
  const navigate = useNavigate();
  const home = useSupplierHome();
  return (
    <Page actions={<Button onClick={() => navigate(home.path)}>{home.label}</Button>}>
      <SupplierLimits />
    </Page>
  );
}
