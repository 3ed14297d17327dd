import { Table, Tag } from '@scf/ui';
import type { TableColumn, TagTone } from '@scf/ui';
import { fmtMoney, type Invoice } from './data';

// The peer's columns, widths and cells (antd's Tag colours mapped to our tones).
const tone: Record<Invoice['status'], TagTone> = { pending: 'warning', approved: 'primary', financed: 'success', rejected: 'danger' };
const columns: TableColumn<Invoice>[] = [
  {
    key: 'invoiceNo',
    title: 'Invoice No',
    width: 130,
    render: (r) =>
      r.id === '1' ? (
        <span data-first-row elementtiming="first-row">
          {r.invoiceNo}
        </span>
      ) : (
        r.invoiceNo
      ),
  },
  { key: 'supplier', title: 'Supplier', width: 220 },
  { key: 'buyer', title: 'Buyer', width: 180 },
  { key: 'amount', title: 'Amount', width: 150, align: 'right', render: (r) => fmtMoney(r.amount, r.currency) },
  { key: 'dueDate', title: 'Due date', width: 120 },
  { key: 'status', title: 'Status', width: 110, render: (r) => <Tag tone={tone[r.status]}>{r.status}</Tag> },
];
const rowKey = (r: Invoice) => r.id;

export default function ScfTable({ rows, virtual }: { rows: Invoice[]; virtual?: boolean }) {
  (window as any).__scrollSel = '.scf-10k-scroll';
  return <Table<Invoice> label="Invoices" rowKey={rowKey} virtualized={virtual} columns={columns} data={rows} height={600} className="scf-10k-scroll" />;
}
