import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useEndpoint } from '@scf/api';
import { BIZ_TYPE_LABEL, productSupplierEndpoints } from '@scf/api/contract';
import { Table, useToast } from '@scf/ui';
import { useAuth } from '../../../lib/auth';
import { ApplicationReview, useOpenApplication } from '../../../lib/applications';
import { KeywordSearch } from '../../../lib/list/keyword-search';
import { LoadFailure, ToastPage } from '../../../lib/page';
import { useProduct } from '../../../lib/product';
import { SupplierActionDialog } from '../components/supplier-action-dialog';
import type { SupplierChange } from '../components/supplier-action-dialog';
import { supplierColumns } from '../components/supplier-columns';
import { supplierChangePart } from '../components/supplier-part';

/** The role that applies (开通 / 暂停 / 恢复); the director approves the application from 待办 or 在途申请. */
const APPLIER = 'ROLE_OPERATOR';

function SupplierList() {
  const product = useProduct();
  const navigate = useNavigate();
  const toast = useToast();
  const { open } = useOpenApplication();
  const canApply = useAuth().role.currentRole === APPLIER;
  const [keyword, setKeyword] = useState('');
  const [change, setChange] = useState<SupplierChange | null>(null);
  const query = keyword ? { productType: product.type, keyword } : { productType: product.type };
  const { data, error, isLoading, mutate } = useEndpoint(productSupplierEndpoints.list, { query });
  const label = product.facts.label;
  const columns = supplierColumns({
    onChange: canApply ? (row, action) => setChange({ row, action }) : null,
    canOpen: product.facts.options.supplierWhitelist,
    onOpenApp: open,
    onLimits: () => navigate(`${product.base}/core/supplier/limit-detail`),
    onFinances: (row) => navigate(`${product.base}/core/supplier/finance-detail?supplier=${encodeURIComponent(row.supplier.corpId)}`),
  });
  return (
    <>
      <KeywordSearch
        label="供应商名称/统一社会信用代码"
        name="供应商查询"
        placeholder="输入供应商名称或统一社会信用代码"
        value={keyword}
        onSearch={setKeyword}
        onReset={() => setKeyword('')}
      />
      {error ? (
        <LoadFailure what="供应商" error={error} onRetry={() => void mutate()} />
      ) : (
        <Table
          label={`${label}供应商列表`}
          columns={columns}
          data={data ?? []}
          rowKey={(r) => r.supplier.corpId}
          loading={isLoading}
          skeletonRows={5}
          emptyText="暂无供应商，请先在交易对手管理中添加供应商"
        />
      )}
      <SupplierActionDialog
        product={{ type: product.type, label }}
        change={change}
        onClose={() => setChange(null)}
        onDone={(app) => {
          setChange(null);
          toast.success(`已提交${BIZ_TYPE_LABEL.PRODUCT_SUPPLIER}申请${app.appNo}，待主管复核`);
          void mutate();
        }}
      />
    </>
  );
}

/**
 * 供应商 (`/voucher/supplier`, `/credit/supplier`; domain-lines.md §17.2): the core's suppliers with their 产品状态, the
 * operator's 开通 / 暂停 / 恢复 (a 供应商开通 application), and one application (`?appNo=`, from 在途申请 or 待办) with
 * the director's 同意 signing PRODUCT with the key, 退回 and 拒绝.
 */
export default function SupplierPage() {
  const { appNo, close } = useOpenApplication();
  return (
    <ToastPage>{appNo ? <ApplicationReview appNo={appNo} onBack={close} backLabel="返回供应商列表" part={supplierChangePart} /> : <SupplierList />}</ToastPage>
  );
}
