import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LD2, LD2_ROW, LINE_L1 } from '../test/limit-fixtures';
import { renderLimitPage } from '../test/render-limit-page';
import DistributeQueryPage from './distribute-query-page';

const MINE = { ...LD2_ROW, status: 'RETURNED' as const, actions: ['CANCEL' as const] };

describe('额度分配查询', () => {
  it('shows the members’ sub-limits and the distributions with their 状态, narrowed to one by ?appNo=', async () => {
    const { sent } = renderLimitPage(DistributeQueryPage, {
      at: '/my/limit/distribute-query?appNo=LMT20250616000002',
      server: { lines: [LINE_L1], applications: { rows: [MINE], total: 1 }, application: LD2 },
    });
    const members = await screen.findByRole('table', { name: '徐州示例重工集团有限公司成员单位额度' });
    expect(within(members).getByRole('row', { name: /徐州示例重工起重机械有限公司/ })).toHaveTextContent('19,500,000.00元');
    const apps = await screen.findByRole('table', { name: '额度分配申请' });
    expect(within(apps).getByText('已退回')).toBeInTheDocument();
    expect(screen.getByText(/仅显示申请 LMT20250616000002/)).toBeInTheDocument();
    await waitFor(() =>
      expect(sent('/v1/applications/list')[0]).toMatchObject({ filters: { appNo: 'LMT20250616000002', scope: 'all', bizType: 'LIMIT_DIST' } }),
    );
    expect(screen.getByRole('button', { name: '额度分配' })).toBeInTheDocument();
  });

  it('撤销申请 after confirming, and says so', async () => {
    const { user, sent } = renderLimitPage(DistributeQueryPage, {
      at: '/my/limit/distribute-query',
      server: { lines: [LINE_L1], applications: { rows: [MINE], total: 1 }, application: LD2, cancel: { ...LD2, status: 'CANCELLED', actions: [] } },
    });
    await user.click(await screen.findByRole('button', { name: '撤销申请' }));
    await user.click(await screen.findByRole('button', { name: '确认撤销' }));
    expect(await screen.findByRole('status')).toHaveTextContent('已撤销申请 LMT20250616000002');
    expect(sent('/v1/applications/LMT20250616000002/cancel')).toHaveLength(1);
  });
});
