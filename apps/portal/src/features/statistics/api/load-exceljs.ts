// exceljs is loaded by the shared loader (also used by 兑付查询's export).
export { loadExcel } from '../../../lib/excel/load-exceljs';
export type { ExcelModule } from '../../../lib/excel/load-exceljs';
