import { loadExcel } from './load-exceljs';
import { STATISTICS_MESSAGES as T } from './statistics-messages';
import type { Cell, FigureTable } from './statistics-tables';

/** Amounts keep two decimals and group thousands, as on the page. */
export const AMOUNT_FORMAT = '#,##0.00';
const DAYS_FORMAT = '0.0';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A cell's stored value: figures as numbers (amounts in yuan), what has no figure as the page's 暂无数据. */
function valueOf(cell: Cell): string | number {
  switch (cell.kind) {
    case 'amount':
      return Number(cell.value);
    case 'days':
      return cell.value ?? T.empty;
    case 'percent':
      return cell.value === null ? T.empty : Number(cell.value);
    default:
      return cell.value;
  }
}

function formatOf(cell: Cell): string | undefined {
  if (cell.kind === 'amount') return AMOUNT_FORMAT;
  if (cell.kind === 'days' && cell.value !== null) return DAYS_FORMAT;
  if (cell.kind === 'percent' && cell.value !== null) return '0.00';
  return undefined;
}

/** The tables as one xlsx workbook: a sheet each, the header row in bold, figures as numbers with their format. */
export async function workbookOf(tables: readonly FigureTable[], creator: string): Promise<Uint8Array<ArrayBuffer>> {
  const Excel = await loadExcel();
  const book = new Excel.Workbook();
  book.creator = creator;
  for (const table of tables) {
    const sheet = book.addWorksheet(table.title);
    sheet.addRow(table.columns.map((c) => c.title)).font = { bold: true };
    for (const cells of table.rows) {
      const row = sheet.addRow(cells.map(valueOf));
      cells.forEach((cell, i) => {
        const format = formatOf(cell);
        if (format) row.getCell(i + 1).numFmt = format;
      });
    }
    table.columns.forEach((c, i) => {
      sheet.getColumn(i + 1).width = c.numeric ? 20 : 28;
    });
  }
  // exceljs answers a Buffer (a Uint8Array) in Node and in its browser build alike.
  return new Uint8Array(await book.xlsx.writeBuffer());
}
