import { useEndpoint } from '@scf/api';
import { financeCoreEndpoints } from '@scf/api/contract';
import type { SupplierLimitRow } from '@scf/api/contract';
import { AmountText } from '@scf/finance-widgets';
import { Skeleton, Table } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { LoadFailure } from '../../../lib/page';
import { useProduct } from '../../../lib/product';

const money = (pick: (r: SupplierLimitRow) => string) => ({
  align: 'right' as const,
  width: 140,
  value: pick,
  render: (r: SupplierLimitRow) => <AmountText value={pick(r)} />,
});
const COLUMNS: TableColumn<SupplierLimitRow>[] = [
  { key: 'supplier', title: '供应商名称', value: (r) => r.supplier.corpName },
  { key: 'fi', title: '金融机构', value: (r) => r.fi.corpName },
  { key: 'file', title: '建档状态', width: 90, value: (r) => r.fileStatusLabel },
  { key: 'financeable', title: '可融资凭证金额', ...money((r) => r.financeable) },
  { key: 'inProgress', title: '融资中金额', ...money((r) => r.inProgress) },
  { key: 'outstanding', title: '已融资余额', ...money((r) => r.outstanding) },
  { key: 'funded', title: '累计放款金额', ...money((r) => r.fundedTotal) },
  { key: 'fundedCount', title: '放款笔数', align: 'right', width: 80, value: (r) => String(r.fundedCount) },
];

/**
 * 供应商额度详情 (domain.md §6.1 融资额度, informative): per supplier and bank, the file, what it could finance, what is
 * under way, outstanding and funded — of the area's product.
 */
export function SupplierLimits() {
  const { type } = useProduct();
  const { data, error, isLoading, mutate } = useEndpoint(financeCoreEndpoints.supplierLimits, { body: { productType: type } });
  if (error) return <LoadFailure what="供应商额度" error={error} onRetry={() => void mutate()} />;
  if (!data) return isLoading ? <Skeleton lines={6} label="正在加载供应商额度" /> : null;
  return (
    <Table
      label="供应商融资额度使用情况"
      columns={COLUMNS}
      data={data.rows}
      rowKey={(r) => `${r.supplier.corpId}-${r.fi.corpId}`}
      emptyText="暂无供应商融资额度"
    />
  );
}
