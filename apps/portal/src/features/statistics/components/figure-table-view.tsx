import { useMemo } from 'react';
import { Table } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { cellText } from '../api/statistics-tables';
import type { Cell, FigureTable } from '../api/statistics-tables';

interface Row {
  key: string;
  cells: Cell[];
}

/** A table of figures as the page shows it: the same cells the export writes, amounts right-aligned. */
export function FigureTableView({ table, label }: { table: FigureTable; label: string }) {
  const rows = useMemo<Row[]>(() => table.rows.map((cells, i) => ({ key: String(i), cells })), [table]);
  const columns = useMemo<TableColumn<Row>[]>(
    () =>
      table.columns.map((c, i) => ({
        key: `c${i}`,
        title: c.title,
        align: c.numeric ? 'right' : 'left',
        width: c.width,
        value: (r: Row) => (r.cells[i] ? cellText(r.cells[i]) : ''),
      })),
    [table],
  );
  return <Table label={label} columns={columns} data={rows} rowKey={(r) => r.key} virtualized={false} />;
}
