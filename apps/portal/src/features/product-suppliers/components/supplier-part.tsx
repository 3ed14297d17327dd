import { useEndpoint } from '@scf/api';
import { PRODUCT_SUPPLIER_ACTION_LABEL, SUPPLIER_PRODUCT_STATUS_LABEL, productSupplierEndpoints } from '@scf/api/contract';
import type { ApplicationDetail, LedgerProduct } from '@scf/api/contract';
import { Descriptions, Skeleton } from '@scf/ui';
import type { ApplicationPart } from '../../../lib/applications';
import { actionFor } from './supplier-columns';

/**
 * What a 供应商开通 application asks (the director reads it before signing): the supplier, its 产品状态 now and, while
 * the application waits, the action — the one its status allows (开通 from 未开通, 暂停 from 已开通, 恢复 from 已暂停).
 */
function SupplierChangePart({ detail }: { detail: ApplicationDetail }) {
  const productType = detail.productType as LedgerProduct;
  const { data } = useEndpoint(productSupplierEndpoints.list, { query: { productType } });
  const corpId = detail.counterparty?.corpId;
  if (!data) return <Skeleton lines={2} label="正在加载供应商" />;
  const row = data.find((r) => r.supplier.corpId === corpId);
  const waiting = row?.pendingAppNo === detail.appNo;
  const action = row && waiting ? actionFor(row.status, true) : null;
  return (
    <>
      <h3>供应商信息</h3>
      <Descriptions
        columns={2}
        items={[
          { label: '供应商名称', value: row?.supplier.corpName ?? detail.counterparty?.corpName },
          { label: '统一社会信用代码', value: row?.uscc },
          { label: '实名状态', value: row ? (row.authenticated ? '已实名' : '未实名') : undefined },
          { label: '产品状态', value: row ? SUPPLIER_PRODUCT_STATUS_LABEL[row.status] : undefined },
          ...(action ? [{ label: '申请操作', value: PRODUCT_SUPPLIER_ACTION_LABEL[action] }] : []),
        ]}
      />
    </>
  );
}

export const supplierChangePart: ApplicationPart = (detail) => <SupplierChangePart detail={detail} />;
