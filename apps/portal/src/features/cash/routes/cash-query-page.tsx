import { useApiClient } from '@scf/api';
import { CASH_LINE_STATUS_LABEL, CASH_PLAN_STATUS_LABEL, cashEndpoints } from '@scf/api/contract';
import type { CashPlan } from '@scf/api/contract';
import { Button, useToast } from '@scf/ui';
import { loadExcel } from '../../../lib/excel/load-exceljs';
import { saveFile } from '../../../lib/files/api/save-file';
import { failureMessage, useBusy } from '../../../lib/write';
import { useVariant } from '../components/cash-parts';
import { PlanScreen } from '../components/plan-screen';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Every plan of the variant (server pages of 100) with its lines as one sheet row per line. */
async function workbook(plans: readonly CashPlan[]): Promise<Uint8Array<ArrayBuffer>> {
  const Excel = await loadExcel();
  const book = new Excel.Workbook();
  const sheet = book.addWorksheet('兑付查询');
  sheet.addRow(['计划编号', '到期日', '计划状态', '凭证编号', '收款方', '收款账户', '兑付金额', '付款状态', '付款日期', '银行流水号']).font = { bold: true };
  for (const p of plans) {
    for (const l of p.lines) {
      const row = sheet.addRow([
        p.planNo,
        p.dueDate,
        CASH_PLAN_STATUS_LABEL[p.status],
        l.creditNo,
        l.payee.corpName,
        l.payeeAccount?.accountNo ?? '',
        Number(l.amount),
        CASH_LINE_STATUS_LABEL[l.status],
        l.paidDate ?? '',
        l.bankSerial ?? '',
      ]);
      row.getCell(7).numFmt = '#,##0.00';
    }
  }
  sheet.columns.forEach((c) => (c.width = 20));
  return new Uint8Array(await book.xlsx.writeBuffer());
}

function ExportButton() {
  const client = useApiClient();
  const variant = useVariant();
  const toast = useToast();
  const { busy, run: once } = useBusy();
  const run = () =>
    once(async () => {
      try {
        const plans: CashPlan[] = [];
        for (let page = 1; page <= 50; page += 1) {
          const res = await client.call(cashEndpoints.plans, { body: { page, size: 100, filters: { variant }, sort: { field: 'dueDate', order: 'asc' } } });
          plans.push(...res.rows);
          if (plans.length >= res.total || res.rows.length === 0) break;
        }
        const name = `${variant === 'ICBC' ? '工行兑付查询' : '兑付查询'}.xlsx`;
        saveFile(await workbook(plans), name, XLSX_TYPE);
        toast.success(`已导出 ${name}`);
      } catch (e) {
        toast.info(`导出失败：${failureMessage(e)}`);
      }
    });
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 12 }}>
      <Button loading={busy} onClick={() => void run()}>
        导出
      </Button>
    </div>
  );
}

/** 兑付查询 (domain.md §7.8): the history of plans and their lines, paged on the server; 导出 writes every line to xlsx. */
export default function CashQueryPage() {
  return <PlanScreen label="兑付计划" empty="暂无兑付记录" filters={{}} tools={() => <ExportButton />} />;
}
