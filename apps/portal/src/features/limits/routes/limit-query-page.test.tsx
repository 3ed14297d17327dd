import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LINE_L1 } from '../test/limit-fixtures';
import { renderLimitPage } from '../test/render-limit-page';
import LimitQueryPage from './limit-query-page';

describe('额度查询 (domain.md §6.4)', () => {
  it('shows each line with its §13.4 figures, terms, members and a link to its detail', async () => {
    renderLimitPage(LimitQueryPage, { at: '/my/limit/query', server: { lines: [LINE_L1] } });
    const card = await screen.findByRole('region', { name: '徐州示例重工集团有限公司 · 中国建设银行股份有限公司徐州分行' });
    // The figures list comes before the gauge's legend, which names the same parts.
    const figure = (label: string) => within(card).getAllByText(label, { selector: 'dt' })[0]!.nextElementSibling;
    expect(figure('授信机构')).toHaveTextContent('中国建设银行股份有限公司徐州分行');
    expect(figure('额度类型')).toHaveTextContent('电子债权凭证开单额度');
    expect(figure('总额度')).toHaveTextContent('50,000,000.00元');
    expect(figure('已分配')).toHaveTextContent('25,000,000.00元');
    expect(figure('已用')).toHaveTextContent('1,560,000.00元');
    expect(figure('冻结')).toHaveTextContent('800,000.00元');
    expect(figure('可用')).toHaveTextContent('22,640,000.00元');
    expect(figure('是否循环')).toHaveTextContent('是');
    expect(figure('有效期')).toHaveTextContent('2025-01-01 至 2025-12-31');
    expect(figure('状态')).toHaveTextContent('有效');
    expect(within(card).getByRole('img', { name: /可用22,640,000.00元/ })).toBeInTheDocument();
    const members = within(card).getByRole('table', { name: '徐州示例重工集团有限公司成员单位额度' });
    const c2 = within(members).getByRole('row', { name: /徐州示例重工起重机械有限公司/ });
    expect(c2).toHaveTextContent('20,000,000.00元');
    expect(c2).toHaveTextContent('19,500,000.00元');
    expect(within(card).getByRole('link', { name: '额度详情 徐州示例重工集团有限公司' })).toHaveAttribute('href', '/my/limit/detail?lineId=L1');
  });

  it('says when there is no line, and offers 重试 after a failure', async () => {
    renderLimitPage(LimitQueryPage, { at: '/my/limit/query', server: { lines: [] } });
    expect(await screen.findByText('暂无授信额度')).toBeInTheDocument();
  });

  it('offers 重试 after a failure', async () => {
    renderLimitPage(LimitQueryPage, { at: '/my/limit/query', server: { lines: new Error('网络异常，请稍后重试') } });
    expect(await screen.findByRole('alert')).toHaveTextContent('额度加载失败：网络异常，请稍后重试');
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});

describe('额度查询 as the bank staff’s home (domain.md §12 FI tiles)', () => {
  const tile = (key: string, title: string, value: string, note: string, link: string | null) => ({
    key,
    title,
    kind: key === 'pendingCm' || key === 'pendingPm' || key === 'pendingFunding' ? 'count' : 'amount',
    value,
    note,
    link,
  });
  const FI_HOME = {
    tiles: [
      tile('pendingCm', '待客户经理审核', '1', '250,000.00元', '/credit/core/finance/query'),
      tile('pendingPm', '待产品经理审批', '0', '0.00元', null),
      tile('pendingFunding', '待放款', '0', '0.00元', null),
      tile('fundedThisMonth', '本月放款', '0.00', '共0笔', '/credit/core/finance/query'),
      tile('outstanding', '融资余额', '400000.00', '共1笔', null),
      tile('overdue', '逾期金额', '0.00', '共0笔', null),
    ],
  };

  it('shows f1_cm the financing tiles above the lines; 待客户经理审核 opens the queue', async () => {
    const { user, router } = renderLimitPage(LimitQueryPage, {
      at: '/my/limit/query',
      role: 'ROLE_CLIENT_MANAGER',
      server: { lines: [LINE_L1] },
      routes: { '/v1/finance/fi-home': FI_HOME },
    });
    const tiles = await screen.findByRole('group', { name: '融资概览' });
    expect(
      within(tiles)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['待客户经理审核', '待产品经理审批', '待放款', '本月放款', '融资余额', '逾期金额']);
    expect(tiles).toHaveTextContent('400,000.00');
    await user.click(within(tiles).getByRole('link', { name: /待客户经理审核/ }));
    expect(router.state.location.pathname).toBe('/credit/core/finance/query');
  });

  it('asks nothing of an enterprise user', async () => {
    const { transport } = renderLimitPage(LimitQueryPage, { at: '/my/limit/query', server: { lines: [LINE_L1] } });
    await screen.findByRole('region', { name: '徐州示例重工集团有限公司 · 中国建设银行股份有限公司徐州分行' });
    expect(screen.queryByRole('group', { name: '融资概览' })).toBeNull();
    expect(transport.calls.map((c) => c.path)).not.toContain('/v1/finance/fi-home');
  });
});
