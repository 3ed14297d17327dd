import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { statisticsEndpoints } from '@scf/api/contract';
import { renderScreen, testAuth } from '../../../test/render-screen';
import { fakeStatistics } from '../test/fake-statistics';
import CoreStatisticsPage from './core-statistics-page';

function open(at: string, role = 'ROLE_OPERATOR') {
  const fake = fakeStatistics();
  const view = renderScreen(CoreStatisticsPage, { at, client: fake.client, auth: testAuth({ role }) });
  return { ...fake, ...view };
}

const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent ?? ''),
    );

describe('核心企业统计 (/credit/core/statistics)', () => {
  it('shows what the group issued, its largest receivers and the tiers its credits reached', async () => {
    const { user } = open('/credit/core/statistics', 'ROLE_QUERY');
    expect(await screen.findByRole('group', { name: '近12个月合计' })).toHaveTextContent('开立金额2,330,000.00元');
    const monthly = screen.getByRole('region', { name: '月度走势' });
    await user.click(within(monthly).getByRole('tab', { name: '表格' }));
    expect(bodyRows(within(monthly).getByRole('table', { name: '月度走势表格' }))[11]).toEqual(['2025-06', '670,000.00', '0.00', '0.00', '150,000.00']);

    const parties = screen.getByRole('region', { name: '主要交易对手' });
    expect(parties).toHaveTextContent('前五名');
    expect(parties).toHaveTextContent('按开立金额排序');
    await user.click(within(parties).getByRole('tab', { name: '表格' }));
    expect(
      within(within(parties).getByRole('table'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['排名', '企业名称', '开立金额（元）', '笔数']);

    const tiers = screen.getByRole('region', { name: '层级分布' });
    expect(within(tiers).getByRole('img', { name: '层级分布图表，具体数值见表格视图' })).toBeInTheDocument();
    // Arrow keys move between 图表 and 表格 (the tabs' keyboard).
    within(tiers).getByRole('tab', { name: '图表' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(tiers).getByRole('tab', { name: '表格' })).toHaveAttribute('aria-selected', 'true');
    expect(bodyRows(within(tiers).getByRole('table', { name: '层级分布表格' }))).toEqual([
      ['1级供应商', '2', '4', '810,000.00'],
      ['2级供应商', '1', '1', '300,000.00'],
    ]);

    // The rate of the funded financing, weighted by amount; no footnote beside a figure.
    const financing = screen.getByRole('region', { name: '融资概况' });
    expect(financing).toHaveTextContent('平均融资利率（%）3.60');
    expect(financing).not.toHaveTextContent('利率记录');
  });

  it('reads the voucher product’s figures on /voucher/core/statistics', async () => {
    const { handler } = open('/voucher/core/statistics');
    expect(await screen.findByRole('heading', { level: 1, name: '核心企业统计' })).toBeInTheDocument();
    await screen.findByRole('region', { name: '月度走势' });
    expect(handler(statisticsEndpoints.voucherCore)).toHaveBeenCalledTimes(1);
    expect(handler(statisticsEndpoints.core)).not.toHaveBeenCalled();
  });

  // Issue 28 item 9: the page had no period picker.
  it('统计期间 picks a calendar year: the call asks for the twelve months to its December, the totals say 2024年合计', async () => {
    const { user, handler } = open('/credit/core/statistics');
    await screen.findByRole('group', { name: '近12个月合计' });
    expect(handler(statisticsEndpoints.core)).toHaveBeenLastCalledWith({ body: {} });
    const picker = screen.getByRole('combobox', { name: '统计期间' });
    expect(picker).toHaveTextContent('近12个月');
    await user.click(picker);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['近12个月', '2025年', '2024年', '2023年']);
    await user.click(screen.getByRole('option', { name: '2024年' }));
    expect(handler(statisticsEndpoints.core)).toHaveBeenLastCalledWith({ body: { to: '2024-12' } });
    expect(await screen.findByRole('group', { name: '2024年合计' })).toBeInTheDocument();
  });
});
