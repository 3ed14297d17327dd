import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appRow, issueDetail } from '../../../lib/applications/test/credit-fixtures';
import { axeViolations } from '../../../test/axe';
import { renderCreditPage } from '../../../lib/applications/test/render-credit-page';
import IssueReviewPage from './issue-review-page';

const PAGE = '/credit/core/issue/issue-review';
const APP = 'ISS20250616000003';
const ORIGINAL = `开立复核\n申请编号：${APP}\n合计：800,000.00元（大写：捌拾万元整），共1笔`;
const server = (over = {}) => ({
  applications: { rows: [appRow()], total: 1 },
  application: issueDetail(),
  approve: issueDetail({ status: 'COMPLETED', actions: [] }),
  ...over,
});

describe('开立复核 (/credit/core/issue/issue-review)', () => {
  it('lists the queue, opens an application with its parties, lines in 大写 and flow, and 同意 signs with the key and posts the payload', async () => {
    const { user, sent, driver } = renderCreditPage(IssueReviewPage, { at: PAGE, role: 'ROLE_DIRECTOR', server: server(), original: ORIGINAL });
    const queue = await screen.findByRole('table', { name: '待审批的开立申请' });
    expect(sent('applications')[0]).toMatchObject({
      page: 1,
      size: 10,
      sort: { field: 'createdAt', order: 'asc' },
      filters: { scope: 'review', bizType: 'ISSUE', productType: 'CREDIT' },
    });
    await user.click(await within(queue).findByRole('button', { name: APP }));

    const detail = await screen.findByRole('region', { name: `申请详情 ${APP}` });
    expect(await within(detail).findByText('徐州示例重工集团有限公司 32050161000000000001（中国建设银行徐州分行）')).toBeInTheDocument();
    const lines = within(detail).getByRole('table', { name: '开立明细' });
    expect(within(lines).getByText('苏州示例钢材贸易有限公司')).toBeInTheDocument();
    expect(within(lines).getByText('大写：捌拾万元整')).toBeInTheDocument();
    expect(within(lines).getByText('HT-2025-002 钢材采购合同')).toBeInTheDocument();
    expect(within(detail).getByLabelText('合计金额 800,000.00元（捌拾万元整）')).toBeInTheDocument();
    expect(within(detail).getByText('张经办（c1_op）')).toBeInTheDocument();
    expect(await axeViolations(detail)).toEqual([]);

    await user.click(within(detail).getByRole('button', { name: '同意' }));
    const confirm = await screen.findByRole('dialog', { name: 'Ukey签名：凭证签章' });
    expect(within(confirm).getByText(/申请编号：ISS20250616000003/)).toBeInTheDocument();
    expect(sent('approve')).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: '确认签名' }));

    expect(await screen.findByText(/^已同意申请/)).toBeInTheDocument();
    expect(driver.calls).toContain('sign');
    expect(sent('approve')).toEqual([
      expect.objectContaining({ algorithmType: 'SHA1withRSA', certSerialNo: '1a0101', raType: 'CCB', original: ORIGINAL, creditList: [{ fkCredit: APP }] }),
    ]);
    // Back to the queue, which is read again.
    expect(await screen.findByRole('table', { name: '待审批的开立申请' })).toBeInTheDocument();
    await waitFor(() => expect(sent('applications').length).toBeGreaterThanOrEqual(2));
  });
});
