import { useState } from 'react';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import type { AbsReconciliation } from '@scf/api/contract';
import { fenToDecimal, parseFen } from '@scf/api/money';
import { AmountText } from '@scf/finance-widgets';
import { DataTable, Tag, cssVar } from '@scf/ui';
import type { DataTableAction, TableColumn } from '@scf/ui';

const Footer = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  margin: 12px 0 0;
  color: ${cssVar('textSecondaryColor')};
  dt,
  dd {
    display: inline;
    margin: 0;
  }
  dd {
    margin-left: 4px;
    color: ${cssVar('textColor')};
  }
`;

/** 对账一致 / 对账不一致 (the I1–I5 identities of §18.6; 不一致 names the failed ones). */
export function ReconciliationBadge({ value }: { value: AbsReconciliation | undefined }) {
  if (!value) return null;
  return (
    <>
      <Tag tone={value.consistent ? 'success' : 'danger'}>{value.label}</Tag>
      {value.consistent ? null : <span>未通过：{value.failed.join('、')}</span>}
    </>
  );
}

/** A column summed in the 合计 and 已选 footers. */
export interface SummedColumn<T> {
  title: string;
  amount: (row: T) => string | null;
}

const sum = <T,>(rows: readonly T[], pick: (row: T) => string | null) => fenToDecimal(rows.reduce((s, r) => s + parseFen(pick(r) ?? '0'), 0n));

function SumLine<T>({ label, rows, sums }: { label: string; rows: readonly T[]; sums: readonly SummedColumn<T>[] }) {
  return (
    <Footer aria-label={label}>
      <div>
        <dt>{label}</dt>
        <dd>{rows.length}笔</dd>
      </div>
      {sums.map((s) => (
        <div key={s.title}>
          <dt>{s.title}</dt>
          <dd>
            <AmountText value={sum(rows, s.amount)} />
          </dd>
        </div>
      ))}
    </Footer>
  );
}

export interface ReportTableProps<T extends object> {
  label: string;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  rowLabel: (row: T) => string;
  loading: boolean;
  error: string | undefined;
  onRetry: () => void;
  emptyText: string;
  /** The footers' sums (应收账款金额, 转让价款): 合计 over all rows, 已选 over the ticked ones. */
  sums: readonly SummedColumn<T>[];
  selected: readonly string[];
  onSelectedChange: (keys: string[]) => void;
  actions?: (row: T) => readonly DataTableAction[];
  /** A row the server added (成员单位业务概览's 合计): shown last, never summed or ticked. */
  isTotal?: (row: T) => boolean;
  /** Buttons over the table (入池). */
  toolbar?: ReactNode;
}

/** A report's table: its rows a page at a time, a checkbox per row, and the 合计 and 已选 footers [F R4]. */
export function ReportTable<T extends object>(p: ReportTableProps<T>) {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const own = p.isTotal ? p.rows.filter((r) => !p.isTotal!(r)) : p.rows;
  const ticked = own.filter((r) => p.selected.includes(p.rowKey(r)));
  return (
    <>
      {p.toolbar}
      <DataTable
        label={p.label}
        columns={p.columns}
        rows={p.rows.slice((page - 1) * size, page * size)}
        total={p.rows.length}
        rowKey={p.rowKey}
        rowLabel={p.rowLabel}
        page={page}
        size={size}
        onPageChange={setPage}
        onSizeChange={(s) => {
          setSize(s);
          setPage(1);
        }}
        loading={p.loading}
        error={p.error}
        onRetry={p.onRetry}
        emptyText={p.emptyText}
        selectable
        selectedKeys={p.selected}
        onSelectedKeysChange={(keys) => p.onSelectedChange(p.isTotal ? keys.filter((k) => own.some((r) => p.rowKey(r) === k)) : keys)}
        {...(p.actions ? { actions: p.actions } : {})}
      />
      {own.length > 0 ? (
        <>
          <SumLine label="合计" rows={own} sums={p.sums} />
          <SumLine label="已选" rows={ticked} sums={p.sums} />
        </>
      ) : null}
    </>
  );
}
