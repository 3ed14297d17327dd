import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { ABS_BUCKETS, ABS_BUCKET_LABEL } from '@scf/api/contract';
import type { AbsAssetRow, AbsBucket, AbsOverviewRow, AbsProductRow, AbsReconciliation, AbsStorageRow } from '@scf/api/contract';
import { AmountText } from '@scf/finance-widgets';
import { FormField, Select, Tag, useToast } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { useAuth } from '../../../lib/auth';
import { useBusinessDate } from '../../../lib/business-date';
import { ExportButton, StackedCell } from '../../../lib/list';
import { FormAlert, ToastPage } from '../../../lib/page';
import { failureMessage, useWrite } from '../../../lib/write';
import {
  NO_FILTERS,
  queryOf,
  reportCalls,
  useAssetDetail,
  useCompanyOverview,
  useMemberOverview,
  useProductDetail,
  useRefreshReports,
  useStorageDetail,
} from '../api/report-calls';
import type { ReportFilters } from '../api/report-calls';
import { BucketShareChart, PoolInChart } from '../components/report-charts';
import { ReportFilterBar } from '../components/report-filters';
import type { FilterChoices } from '../components/report-filters';
import { ReconciliationBadge, ReportTable } from '../components/report-table';
import type { SummedColumn } from '../components/report-table';
import { CollectDialog, NewProductButton, PoolButton } from '../components/pm-dialogs';

const BadgeRow = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-bottom: 12px;
`;

const Toolbar = styled.div`
  display: flex;
  align-items: flex-end;
  gap: 12px;
  > div {
    width: 180px;
    margin-bottom: 0;
  }
  margin-bottom: 12px;
`;

const money = (v: string | null) => (v === null ? '--' : <AmountText value={v} />);
const pair = (main: string | null, sub: string | null, subLabel: string) => (
  <StackedCell
    main={money(main)}
    sub={
      <>
        {subLabel} {money(sub)}
      </>
    }
  />
);

/** The choices of the filter bar: the debtors of the caller's scope, its plans and their factors. */
function useChoices(): FilterChoices {
  const members = useMemberOverview(NO_FILTERS).data?.rows ?? [];
  const products = useProductDetail(NO_FILTERS).data?.rows ?? [];
  const factors = new Map(products.map((p) => [p.fi.corpId, p.fi.corpName]));
  return {
    debtors: members.map((m) => ({ value: m.corp.corpId, label: m.corp.corpName })),
    products: products.map((p) => ({ value: p.productCode, label: p.name })),
    factors: [...factors].map(([value, label]) => ({ value, label })),
  };
}

/** A report's frame: the filter bar, 统计截止日 and the 对账 badge, then the report. */
function ReportFrame({
  filters,
  onFilters,
  asOf,
  reconciliation,
  actions,
  children,
}: {
  filters: ReportFilters;
  onFilters: (f: ReportFilters) => void;
  asOf: string | undefined;
  reconciliation: AbsReconciliation | undefined;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const businessDate = useBusinessDate() ?? '';
  const choices = useChoices();
  return (
    <ToastPage actions={actions}>
      <ReportFilterBar filters={filters} choices={choices} businessDate={businessDate} onSearch={onFilters} />
      <BadgeRow>
        {asOf ? <span>统计截止日：{asOf}</span> : null}
        <ReconciliationBadge value={reconciliation} />
      </BadgeRow>
      {children}
    </ToastPage>
  );
}

const overviewColumns = (first: string): TableColumn<AbsOverviewRow>[] => [
  {
    key: 'corp',
    title: first,
    value: (r) => r.corp.corpName,
    render: (r) => <StackedCell main={r.corp.corpName} sub={r.corp.corpId === '' ? '' : `登记笔数 ${r.count}笔`} />,
  },
  // Each cell's second fact carries its own label (the columns of §18.6 in five stacked pairs), so the eleven figures
  // fit a 1280 px screen without scrolling sideways.
  { key: 'registered', title: '登记金额', align: 'right', width: 140, value: (r) => r.registered, render: (r) => pair(r.registered, r.price, '转让价款合计') },
  {
    key: 'pendingConfirm',
    title: '待确权金额',
    align: 'right',
    width: 140,
    value: (r) => r.pendingConfirm,
    render: (r) => pair(r.pendingConfirm, r.confirmed, '已确权未转让'),
  },
  {
    key: 'transferring',
    title: '转让中金额',
    align: 'right',
    width: 140,
    value: (r) => r.transferring,
    render: (r) => pair(r.transferring, r.transferred, '已转让待入池'),
  },
  { key: 'pooled', title: '在池存续金额', align: 'right', width: 130, value: (r) => r.pooled, render: (r) => pair(r.pooled, r.overdue, '逾期') },
  { key: 'settled', title: '已回款金额', align: 'right', width: 140, value: (r) => r.settled, render: (r) => pair(r.settled, r.expired, '已到期未转让') },
];

const OVERVIEW_SUMS: SummedColumn<AbsOverviewRow>[] = [
  { title: '应收账款金额', amount: (r) => r.registered },
  { title: '转让价款', amount: (r) => r.price },
];

function useFilters() {
  const [filters, setFilters] = useState<ReportFilters>(NO_FILTERS);
  const [selected, setSelected] = useState<string[]>([]);
  return {
    filters,
    selected,
    setSelected,
    setFilters: (f: ReportFilters) => {
      setFilters(f);
      setSelected([]);
    },
  };
}

/** 企业业务概览 (domain-lines.md §18.6): one row per debtor group, the buckets' shares as a chart. */
export function CompanyOverviewPage() {
  const { filters, setFilters, selected, setSelected } = useFilters();
  const report = useCompanyOverview(filters);
  const rows = report.data?.rows ?? [];
  return (
    <ReportFrame filters={filters} onFilters={setFilters} asOf={report.data?.asOf} reconciliation={report.data?.reconciliation}>
      <BucketShareChart rows={rows} />
      <ReportTable
        label="企业业务概览"
        columns={overviewColumns('企业名称')}
        rows={rows}
        rowKey={(r) => r.corp.corpId}
        rowLabel={(r) => r.corp.corpName}
        loading={report.isLoading}
        error={report.error ? failureMessage(report.error) : undefined}
        onRetry={() => void report.mutate()}
        emptyText="暂无业务数据"
        sums={OVERVIEW_SUMS}
        selected={selected}
        onSelectedChange={setSelected}
        toolbar={
          <Toolbar>
            <ExportButton request={{ source: 'abs-company-overview', filters: queryOf(filters) }} />
          </Toolbar>
        }
      />
    </ReportFrame>
  );
}

/** 成员单位业务概览: one row per debtor company (the group and its members), last row 合计. */
export function MemberOverviewPage() {
  const { filters, setFilters, selected, setSelected } = useFilters();
  const report = useMemberOverview(filters);
  const data = report.data;
  const rows = data && data.rows.length > 0 ? [...data.rows, { ...data.total, corp: { corpId: '', corpName: '合计' } }] : [];
  return (
    <ReportFrame filters={filters} onFilters={setFilters} asOf={data?.asOf} reconciliation={data?.reconciliation}>
      <ReportTable
        label="成员单位业务概览"
        columns={overviewColumns('企业名称')}
        rows={rows}
        rowKey={(r) => r.corp.corpId || 'TOTAL'}
        rowLabel={(r) => r.corp.corpName}
        isTotal={(r) => r.corp.corpId === ''}
        loading={report.isLoading}
        error={report.error ? failureMessage(report.error) : undefined}
        onRetry={() => void report.mutate()}
        emptyText="暂无业务数据"
        sums={OVERVIEW_SUMS}
        selected={selected}
        onSelectedChange={setSelected}
        toolbar={
          <Toolbar>
            <ExportButton request={{ source: 'abs-member-overview', filters: queryOf(filters) }} />
          </Toolbar>
        }
      />
    </ReportFrame>
  );
}

const STORAGE_COLUMNS: TableColumn<AbsStorageRow>[] = [
  { key: 'poolDate', title: '入池日期', width: 190, value: (r) => r.poolDate, render: (r) => <StackedCell main={r.poolDate} sub={r.batchNo} /> },
  { key: 'product', title: '专项计划', value: (r) => r.productName, render: (r) => <StackedCell main={r.productName} sub={r.productCode} /> },
  { key: 'count', title: '资产笔数', align: 'right', width: 90, value: (r) => r.count },
  { key: 'amount', title: '应收账款金额 / 转让价款', align: 'right', width: 170, value: (r) => r.amount, render: (r) => pair(r.amount, r.price, '转让价款') },
  { key: 'days', title: '加权平均剩余期限（天）', align: 'right', width: 120, value: (r) => r.weightedRemainDays },
  { key: 'pooled', title: '在池存续金额', align: 'right', width: 140, value: (r) => r.pooled, render: (r) => money(r.pooled) },
  { key: 'settled', title: '已回款金额 / 逾期金额', align: 'right', width: 160, value: (r) => r.settled, render: (r) => pair(r.settled, r.overdue, '逾期') },
];

/** 入池明细: one row per pool-in batch, 入池 by batch as a chart. */
export function StorageDetailPage() {
  const { filters, setFilters, selected, setSelected } = useFilters();
  const report = useStorageDetail(filters);
  const rows = report.data?.rows ?? [];
  return (
    <ReportFrame filters={filters} onFilters={setFilters} asOf={report.data?.asOf} reconciliation={report.data?.reconciliation}>
      <PoolInChart rows={rows} />
      <ReportTable
        label="入池明细"
        columns={STORAGE_COLUMNS}
        rows={rows}
        rowKey={(r) => r.batchNo}
        rowLabel={(r) => r.batchNo}
        loading={report.isLoading}
        error={report.error ? failureMessage(report.error) : undefined}
        onRetry={() => void report.mutate()}
        emptyText="暂无入池数据"
        sums={[
          { title: '应收账款金额', amount: (r) => r.amount },
          { title: '转让价款', amount: (r) => r.price },
        ]}
        selected={selected}
        onSelectedChange={setSelected}
        toolbar={
          <Toolbar>
            <ExportButton request={{ source: 'abs-storage', filters: queryOf(filters) }} />
          </Toolbar>
        }
      />
    </ReportFrame>
  );
}

const PRODUCT_COLUMNS: TableColumn<AbsProductRow>[] = [
  { key: 'name', title: '专项计划名称', value: (r) => r.name, render: (r) => <StackedCell main={r.name} sub={`产品代码 ${r.productCode}`} /> },
  { key: 'planManager', title: '计划管理人', width: 130, value: (r) => r.planManager },
  {
    key: 'setupDate',
    title: '设立日 / 预期到期日',
    width: 120,
    value: (r) => r.setupDate,
    render: (r) => <StackedCell main={r.setupDate} sub={r.expectedEndDate} />,
  },
  {
    key: 'issueSize',
    title: '发行规模',
    align: 'right',
    width: 170,
    value: (r) => r.issueSize,
    render: (r) => (
      <StackedCell
        main={money(r.issueSize)}
        sub={
          <>
            优先级 {money(r.senior)} · 次级 {money(r.subordinate)}
          </>
        }
      />
    ),
  },
  {
    key: 'amount',
    title: '入池资产金额',
    align: 'right',
    width: 150,
    value: (r) => r.amount,
    render: (r) => <StackedCell main={money(r.amount)} sub={`入池资产笔数 ${r.count}笔`} />,
  },
  { key: 'pooled', title: '在池存续金额', align: 'right', width: 140, value: (r) => r.pooled, render: (r) => money(r.pooled) },
  { key: 'overdue', title: '逾期金额 / 已回款金额', align: 'right', width: 160, value: (r) => r.overdue, render: (r) => pair(r.overdue, r.settled, '已回款') },
  {
    key: 'status',
    title: '状态',
    width: 100,
    value: (r) => r.statusLabel,
    render: (r) => <StackedCell main={<Tag tone={r.status === 'ACTIVE' ? 'processing' : 'default'}>{r.statusLabel}</Tag>} sub={r.locked ? '已锁定' : ''} />,
  },
];

const isPm = (role: string | null | undefined) => role === 'ROLE_PRODUCT_MANAGER';

/** 产品明细: one row per 专项计划; the factor's 产品经理 adds a plan (新增专项计划) and locks one (锁定). */
export function ProductDetailPage() {
  const { filters, setFilters, selected, setSelected } = useFilters();
  const report = useProductDetail(filters);
  const pm = isPm(useAuth().role?.currentRole);
  const businessDate = useBusinessDate() ?? '';
  const [message, setMessage] = useState<string>();
  const write = useWrite();
  const refresh = useRefreshReports();
  const lock = async (r: AbsProductRow) => {
    const done = await write.run(reportCalls.lockProduct(r.productCode));
    if (!done) return;
    await refresh();
    setMessage(`已锁定专项计划 ${r.name}`);
  };
  return (
    <ReportFrame
      filters={filters}
      onFilters={setFilters}
      asOf={report.data?.asOf}
      reconciliation={report.data?.reconciliation}
      actions={pm ? <NewProductButton businessDate={businessDate} onDone={setMessage} /> : undefined}
    >
      <Notice message={message ?? ''} error={write.error} />
      <ReportTable
        label="产品明细"
        columns={PRODUCT_COLUMNS}
        rows={report.data?.rows ?? []}
        rowKey={(r) => r.productCode}
        rowLabel={(r) => r.name}
        loading={report.isLoading}
        error={report.error ? failureMessage(report.error) : undefined}
        onRetry={() => void report.mutate()}
        emptyText="暂无专项计划"
        sums={[{ title: '入池资产金额', amount: (r) => r.amount }]}
        selected={selected}
        onSelectedChange={setSelected}
        toolbar={
          <Toolbar>
            <ExportButton request={{ source: 'abs-products', filters: queryOf(filters) }} />
          </Toolbar>
        }
        {...(pm ? { actions: (r: AbsProductRow) => [{ label: '锁定', disabled: r.locked, onSelect: () => void lock(r) }] } : {})}
      />
    </ReportFrame>
  );
}

/** A write's outcome on the page: what was done as a toast, or the server's refusal. */
function Notice({ message, error }: { message: string; error: string | undefined }) {
  const toast = useToast();
  useEffect(() => {
    if (message) toast.success(message);
  }, [message, toast]);
  return error ? <FormAlert title="操作失败" message={error} /> : null;
}

/** The creditors of a receivable in one line: one name while it was never sold, else the original and the current. */
const creditorsOf = (r: AbsAssetRow) =>
  r.creditor.corpId === r.currentCreditor.corpId
    ? `债权人 ${r.creditor.corpName}`
    : `原始债权人 ${r.creditor.corpName} · 当前债权人 ${r.currentCreditor.corpName}`;

/**
 * §18.6's fifteen facts of an asset in seven columns: the secondary fact of each stacks under its main one with its
 * label, and a plan shows by its code (its name in the cell's title), so the table fits a 1280 px screen.
 */
const ASSET_COLUMNS: TableColumn<AbsAssetRow>[] = [
  {
    key: 'receivableNo',
    title: '资产编号',
    width: 150,
    value: (r) => r.receivableNo,
    render: (r) => <StackedCell main={r.receivableNo} sub={`到期日 ${r.dueDate}`} />,
  },
  { key: 'debtor', title: '债务人', value: (r) => r.debtor.corpName, render: (r) => <StackedCell main={r.debtor.corpName} sub={creditorsOf(r)} /> },
  {
    key: 'amount',
    title: '应收账款金额',
    align: 'right',
    width: 130,
    value: (r) => r.amount,
    render: (r) => <StackedCell main={money(r.amount)} sub={`剩余期限 ${r.remainDays}天`} />,
  },
  {
    key: 'price',
    title: '转让价款',
    align: 'right',
    width: 130,
    value: (r) => r.price,
    render: (r) => (r.price ? <StackedCell main={money(r.price)} sub={`${r.transferDate ?? '--'} · ${r.rate ?? '--'}`} /> : '--'),
  },
  {
    key: 'product',
    title: '专项计划',
    width: 110,
    value: (r) => r.productName ?? '',
    render: (r) =>
      r.productCode ? <StackedCell main={<span title={r.productName ?? undefined}>{r.productCode}</span>} sub={`入池 ${r.poolDate ?? '--'}`} /> : '--',
  },
  {
    key: 'zdRegNo',
    title: '中登登记编号',
    width: 160,
    value: (r) => r.zdRegNo ?? '',
    render: (r) => <StackedCell main={r.zdRegNo ?? '--'} sub={`付款确认书 ${r.payConfirmed ? '已签署' : '未签署'}`} />,
  },
  {
    key: 'status',
    title: '状态',
    width: 80,
    value: (r) => r.bucketLabel,
    render: (r) => <StackedCell main={<Tag tone={r.bucket === 'OVERDUE' ? 'danger' : 'default'}>{r.statusLabel}</Tag>} sub={r.bucketLabel} />,
  },
];

const COLLECTABLE = new Set(['TRANSFERRED', 'POOLED', 'OVERDUE']);

/** 资产明细: one row per receivable with its bucket at T; the factor's 产品经理 pools ticked 已转让 rows (入池) and records 回款登记. */
export function AssetDetailPage() {
  const { filters, setFilters, selected, setSelected } = useFilters();
  const [bucket, setBucket] = useState<AbsBucket | ''>('');
  const report = useAssetDetail({ ...queryOf(filters), ...(bucket ? { bucket } : {}) });
  const products = useProductDetail(NO_FILTERS).data?.rows ?? [];
  const pm = isPm(useAuth().role?.currentRole);
  const businessDate = useBusinessDate() ?? '';
  const [collecting, setCollecting] = useState<AbsAssetRow>();
  const [message, setMessage] = useState<string>();
  const rows = report.data?.rows ?? [];
  const ticked = rows.filter((r) => selected.includes(r.receivableNo));
  return (
    <ReportFrame filters={filters} onFilters={setFilters} asOf={report.data?.asOf} reconciliation={report.data?.reconciliation}>
      <Notice message={message ?? ''} error={undefined} />
      <ReportTable
        label="资产明细"
        columns={ASSET_COLUMNS}
        rows={rows}
        rowKey={(r) => r.receivableNo}
        rowLabel={(r) => r.receivableNo}
        loading={report.isLoading}
        error={report.error ? failureMessage(report.error) : undefined}
        onRetry={() => void report.mutate()}
        emptyText="暂无资产数据"
        sums={[
          { title: '应收账款金额', amount: (r) => r.amount },
          { title: '转让价款', amount: (r) => r.price },
        ]}
        selected={selected}
        onSelectedChange={setSelected}
        toolbar={
          <Toolbar>
            <FormField label="资产状态">
              <Select
                value={bucket || 'ALL'}
                options={[{ value: 'ALL', label: '全部' }, ...ABS_BUCKETS.map((b) => ({ value: b, label: ABS_BUCKET_LABEL[b] }))]}
                onValueChange={(v) => {
                  setBucket(v === 'ALL' ? '' : (v as AbsBucket));
                  setSelected([]);
                }}
              />
            </FormField>
            <ExportButton request={{ source: 'abs-assets', filters: { ...queryOf(filters), ...(bucket ? { bucket } : {}) } }} />
            {pm ? (
              <PoolButton
                rows={ticked}
                products={products}
                onDone={(m) => {
                  setSelected([]);
                  setMessage(m);
                }}
              />
            ) : null}
          </Toolbar>
        }
        {...(pm ? { actions: (r: AbsAssetRow) => [{ label: '回款登记', disabled: !COLLECTABLE.has(r.status), onSelect: () => setCollecting(r) }] } : {})}
      />
      {collecting ? (
        <CollectDialog
          row={collecting}
          businessDate={businessDate}
          onClose={() => setCollecting(undefined)}
          onDone={(m) => {
            setCollecting(undefined);
            setMessage(m);
          }}
        />
      ) : null}
    </ReportFrame>
  );
}
