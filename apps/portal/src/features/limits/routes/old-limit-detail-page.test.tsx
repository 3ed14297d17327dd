import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CR0_NO, OLD_L0_DETAIL } from '../test/old-limit-fixtures';
import { renderLimitPage } from '../test/render-limit-page';
import OldLimitDetailPage from './old-limit-detail-page';

const DETAIL = '/v1/limits/old-lines/{lineId}';

describe('历史额度详情 (domain-lines.md §16.10)', () => {
  it('prints that expiry leaves the credits in force, shows the figures, the credits with their Σ row and the ledger', async () => {
    const { sent } = renderLimitPage(OldLimitDetailPage, { at: '/my/old-limit/detail?lineId=L0', routes: { [DETAIL]: OLD_L0_DETAIL } });
    expect(await screen.findByText('额度到期不影响已开立凭证的效力')).toBeInTheDocument();
    const card = screen.getByRole('region', { name: '徐州示例重工集团有限公司 · 中国建设银行股份有限公司徐州分行' });
    const figure = (label: string) => within(card).getAllByText(label, { selector: 'dt' })[0]!.nextElementSibling;
    expect(figure('状态')).toHaveTextContent('已替换');
    expect(figure('总额度')).toHaveTextContent('30,000,000.00元');
    expect(figure('有效期')).toHaveTextContent('2024-01-01 至 2024-12-31');
    expect(figure('替换额度编号')).toHaveTextContent('L1');
    expect(figure('到期时占用金额')).toHaveTextContent('0.00元');
    expect(figure('当前未结清金额')).toHaveTextContent('0.00元');

    const credits = screen.getByRole('table', { name: '额度项下凭证' });
    expect(
      within(credits)
        .getAllByRole('columnheader')
        .map((h) => h.textContent?.replace(/[^\p{Script=Han}]/gu, '')),
    ).toEqual(['凭证编号', '接收方', '金额', '开立日', '到期日', '当前状态']);
    const cr0 = within(credits).getByRole('row', { name: new RegExp(CR0_NO) });
    expect(within(cr0).getByRole('link', { name: CR0_NO })).toHaveAttribute('href', `/transfer-record?creditNo=${CR0_NO}`);
    expect(cr0).toHaveTextContent('江苏示例精密锻造有限公司');
    expect(cr0).toHaveTextContent('已兑付');
    expect(within(credits).getByRole('row', { name: /合计（1笔）/ })).toHaveTextContent('500,000.00元');

    const ledger = screen.getByRole('table', { name: '额度台账' });
    expect(
      within(ledger)
        .getAllByRole('row', { name: new RegExp(CR0_NO) })
        .map((r) => r.textContent?.includes('占用') ?? false),
    ).toContain(true);
    expect(within(ledger).getByRole('row', { name: /释放/ })).toHaveTextContent('500,000.00元');
    expect(screen.getByRole('link', { name: '返回历史额度查询' })).toHaveAttribute('href', '/my/old-limit/query');
    expect(sent('/v1/limits/old-lines/L0')).toHaveLength(1);
  });

  it('says so without a line to show, and offers 重试 when the line is not the caller’s', async () => {
    const { unmount } = renderLimitPage(OldLimitDetailPage, { at: '/my/old-limit/detail' });
    expect(await screen.findByText('未找到该额度，请从历史额度查询进入')).toBeInTheDocument();
    unmount();
    renderLimitPage(OldLimitDetailPage, { at: '/my/old-limit/detail?lineId=L9', routes: { [DETAIL]: new Error('额度不存在') } });
    expect(await screen.findByRole('alert')).toHaveTextContent('历史额度加载失败：额度不存在');
  });
});
