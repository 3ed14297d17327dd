import type { ExportRequest } from '@scf/api/contract';
import type { ExportSource } from './exports.source';

type DemoRequest = Extract<ExportRequest, { source: 'demo-rows' }>;
interface DemoRow {
  n: number;
}

const CORPS = ['徐州示例重工有限公司', '江苏示例钢材有限公司', '南京示例电气有限公司', '苏州示例物流有限公司'];
const STATUS = ['已持有', '已转让', '已兑付', '融资中'];
const day = (n: number) => new Date(Date.UTC(2025, 6, 1) + (n % 180) * 86_400_000).toISOString().slice(0, 10);

/**
 * 演示数据 (demo tools only, domain-lines.md §14A.3): as many made-up credit rows as asked, computed on the fly, to
 * show a large export (60 000 rows) going through the download centre. No list of the demo reaches that many rows.
 */
export const demoSource: ExportSource<DemoRequest, DemoRow> = {
  key: 'demo-rows',
  label: '演示数据',
  demoOnly: true,
  access: () => 'session',
  columns: [
    { header: '序号', width: 8, value: (r) => r.n },
    { header: '凭证编号', width: 22, value: (r) => `XG2025${String(r.n).padStart(12, '0')}` },
    { header: '开立方', width: 30, value: (r) => CORPS[r.n % CORPS.length] ?? '' },
    { header: '持有方', width: 30, value: (r) => CORPS[(r.n + 1) % CORPS.length] ?? '' },
    { header: '金额', width: 16, numFmt: '#,##0.00', value: (r) => ((r.n * 7919) % 1_000_000) / 100 + 1000 },
    { header: '承诺付款日', width: 14, value: (r) => day(r.n) },
    { header: '状态', width: 12, value: (r) => STATUS[r.n % STATUS.length] ?? '' },
  ],
  describe: ({ filters }) => `行数：${filters.rows}`,
  count: async (_env, r) => r.filters.rows,
  async *rows(_env, r) {
    for (let n = 1; n <= r.filters.rows; n += 1) yield { n };
  },
};
