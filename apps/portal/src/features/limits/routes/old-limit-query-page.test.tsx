import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OLD_L0 } from '../test/old-limit-fixtures';
import { renderLimitPage } from '../test/render-limit-page';
import OldLimitQueryPage from './old-limit-query-page';

const LIST = '/v1/limits/old-lines';

describe('历史额度查询 (domain-lines.md §16.10)', () => {
  it('lists each old line with the §16.10 columns and a link to its detail, for the group’s operator and the bank’s manager', async () => {
    for (const role of ['ROLE_OPERATOR', 'ROLE_CLIENT_MANAGER'] as const) {
      const { unmount } = renderLimitPage(OldLimitQueryPage, { at: '/my/old-limit/query', role, routes: { [LIST]: [OLD_L0] } });
      const table = await screen.findByRole('table', { name: '历史额度' });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((h) => h.textContent?.replace(/[^\p{Script=Han}]/gu, '')),
      ).toEqual(['额度编号产品', '授信机构', '授信总额', '起始日到期日', '状态替换额度编号', '到期时占用金额当前未结清金额', '操作']);
      const row = within(table).getByRole('row', { name: /L0/ });
      expect(row).toHaveTextContent('电子债权凭证开单额度');
      expect(row).toHaveTextContent('中国建设银行股份有限公司徐州分行');
      expect(row).toHaveTextContent('30,000,000.00元');
      expect(row).toHaveTextContent('2024-01-01');
      expect(row).toHaveTextContent('2024-12-31');
      expect(row).toHaveTextContent('已替换');
      expect(row).toHaveTextContent('L1');
      expect(within(row).getByRole('link', { name: '详情 L0' })).toHaveAttribute('href', '/my/old-limit/detail?lineId=L0');
      unmount();
    }
  });

  it('says when there is no old line', async () => {
    renderLimitPage(OldLimitQueryPage, { at: '/my/old-limit/query', routes: { [LIST]: [] } });
    expect(await screen.findByText('暂无历史额度')).toBeInTheDocument();
  });

  it('offers 重试 after a failure', async () => {
    renderLimitPage(OldLimitQueryPage, { at: '/my/old-limit/query', routes: { [LIST]: new Error('网络异常，请稍后重试') } });
    expect(await screen.findByRole('alert')).toHaveTextContent('历史额度加载失败：网络异常，请稍后重试');
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
