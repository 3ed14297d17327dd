import { ExportButton } from '../../../lib/list';
import { useVariant } from '../components/cash-parts';
import { PlanScreen } from '../components/plan-screen';

/** 导出 of every line of the variant's plans, counted and written on the server (domain-lines.md §16.6). */
function CashExport() {
  const variant = useVariant();
  return <ExportButton request={{ source: 'cash-plans', filters: { variant }, sort: { field: 'dueDate', order: 'asc' } }} />;
}

/** 兑付查询 (domain.md §7.8): the history of plans and their lines, paged on the server; 导出 writes every line to xlsx. */
export default function CashQueryPage() {
  return <PlanScreen label="兑付计划" empty="暂无兑付记录" filters={{}} tools={() => <CashExport />} />;
}
