import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CR2, LINE_L1 } from '../test/limit-fixtures';
import { renderLimitPage } from '../test/render-limit-page';
import LimitDetailPage from './limit-detail-page';

const LEDGER = {
  rows: [
    {
      at: '2025-06-16T01:00:00.000Z',
      businessDate: '2025-06-16',
      kind: 'FREEZE',
      bizType: 'LIMIT_DIST',
      bizNo: 'LMT20250616000002',
      corp: { corpId: 'C2', corpName: '徐州示例重工起重机械有限公司' },
      amount: '5000000.00',
    },
    {
      at: '2025-06-13T02:00:00.000Z',
      businessDate: '2025-06-13',
      kind: 'USE',
      bizType: 'ISSUE',
      bizNo: 'ISS20250613000002',
      corp: { corpId: 'C2', corpName: '徐州示例重工起重机械有限公司' },
      amount: '500000.00',
    },
  ],
  total: 2,
};

describe('额度详情', () => {
  it('shows the line’s bar, the credits consuming it and, on its tab, the ledger', async () => {
    const { user, sent } = renderLimitPage(LimitDetailPage, {
      at: '/my/limit/detail?lineId=L1',
      server: { lines: [LINE_L1], lineCredits: { rows: [CR2], total: 1 }, lineLedger: LEDGER },
    });
    expect(await screen.findByRole('img', { name: /已用1,560,000.00元，冻结800,000.00元，已分配25,000,000.00元，可用22,640,000.00元/ })).toBeInTheDocument();
    const credits = await screen.findByRole('table', { name: '占用额度的凭证' });
    expect(
      within(credits)
        .getAllByRole('columnheader')
        .map((h) => h.textContent?.replace(/[^\p{Script=Han}]/gu, '')),
    ).toEqual(['凭证编号', '开立方', '持有方', '金额', '承诺付款日', '状态']);
    expect(await within(credits).findByRole('link', { name: CR2.creditNo })).toHaveAttribute('href', `/transfer-record?creditNo=${CR2.creditNo}`);
    expect(within(credits).getByText('500,000.00元')).toBeInTheDocument();
    expect(within(credits).getByText('待签收')).toBeInTheDocument();
    expect(sent('/v1/limits/lines/L1/credits')[0]).toEqual({ page: 1, size: 10, sort: { field: 'dueDate', order: 'asc' } });

    await user.click(screen.getByRole('tab', { name: '额度台账' }));
    const ledger = await screen.findByRole('table', { name: '额度台账' });
    const freeze = within(ledger).getByRole('row', { name: /LMT20250616000002/ });
    expect(freeze).toHaveTextContent('2025-06-16 09:00');
    expect(freeze).toHaveTextContent('冻结');
    expect(freeze).toHaveTextContent('额度分配 LMT20250616000002');
    expect(freeze).toHaveTextContent('5,000,000.00元');
    expect(within(ledger).getByRole('row', { name: /ISS20250613000002/ })).toHaveTextContent('占用');
  });

  it('says so when the line is not the caller’s', async () => {
    renderLimitPage(LimitDetailPage, { at: '/my/limit/detail?lineId=L9', server: { lines: [LINE_L1] } });
    expect(await screen.findByText('未找到该额度，请从额度查询进入')).toBeInTheDocument();
  });
});
