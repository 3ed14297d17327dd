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
