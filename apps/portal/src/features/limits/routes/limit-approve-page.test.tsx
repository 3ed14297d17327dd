import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DIRECTOR_CERT, renderLimitPage } from '../test/render-limit-page';
import { LD2, LD2_ROW, LINE_L1 } from '../test/limit-fixtures';
import LimitApprovePage from './limit-approve-page';

const ORIGINAL = ['业务类型：额度分配申请', '申请编号：LMT20250616000002', '成员单位：徐州示例重工起重机械有限公司', '金额：5000000.00'].join('\n');
const APPROVE = '/v1/applications/LMT20250616000002/approve';
const RETURN = '/v1/applications/LMT20250616000002/return';

function renderReview() {
  return renderLimitPage(LimitApprovePage, {
    at: '/my/limit/approve?appNo=LMT20250616000002',
    role: 'ROLE_DIRECTOR',
    server: {
      lines: [LINE_L1],
      application: LD2,
      applications: { rows: [], total: 0 },
      approve: { ...LD2, status: 'COMPLETED', actions: [] },
      return: { ...LD2, status: 'RETURNED', actions: [] },
    },
    routes: { '/v1/pending-limits/LMT20250616000002/original': ORIGINAL },
  });
}

describe('额度分配审批', () => {
  it('lists the distributions waiting for review with their direction, each opening its approval', async () => {
    const { sent } = renderLimitPage(LimitApprovePage, {
      at: '/my/limit/approve',
      role: 'ROLE_DIRECTOR',
      server: { applications: { rows: [LD2_ROW], total: 1 }, application: LD2 },
    });
    const table = await screen.findByRole('table', { name: '待审批的额度分配' });
    expect(within(table).getByRole('link', { name: 'LMT20250616000002' })).toHaveAttribute('href', '/my/limit/approve?appNo=LMT20250616000002');
    expect(await within(table).findByText(/调增/)).toHaveTextContent('调增 5,000,000.00元');
    expect(sent('/v1/applications/list')[0]).toMatchObject({ filters: { scope: 'review', bizType: 'LIMIT_DIST' } });
  });

  it('shows the change with 大写 and the figures before and after, then 同意 signs PENDING_LIMIT with the key', async () => {
    const { user, sent } = renderReview();
    expect(await screen.findByText('大写：伍佰万元整')).toBeInTheDocument();
    const figures = await screen.findByRole('table', { name: '额度变化' });
    expect(within(figures).getByRole('row', { name: /成员分配额度/ })).toHaveTextContent('20,000,000.00元25,000,000.00元');
    expect(within(figures).getByRole('row', { name: /集团可用额度/ })).toHaveTextContent('22,640,000.00元22,640,000.00元');
    expect(screen.getByText('起重机械板块二季度开立需求增加')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '同意' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ukey签名：额度分配申请' });
    expect(within(dialog).getByText('请插入尾号为0101的主管Ukey')).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('button', { name: '确认签名' }));
    await waitFor(() => expect(sent(APPROVE)).toHaveLength(1));
    expect(sent(APPROVE)[0]).toMatchObject({ certSerialNo: DIRECTOR_CERT.serialNumber, original: ORIGINAL });
    expect(await screen.findByRole('status')).toHaveTextContent('已同意额度分配申请 LMT20250616000002');
  });

  it('退回 needs 意见 and sends it', async () => {
    const { user, sent } = renderReview();
    await user.click(await screen.findByRole('button', { name: '退回' }));
    const dialog = await screen.findByRole('dialog', { name: '退回额度分配申请' });
    await user.click(within(dialog).getByRole('button', { name: '退回' }));
    expect(await within(dialog).findByText('请填写意见')).toBeInTheDocument();
    expect(sent(RETURN)).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: '意见' }), '请补充成员单位开立计划');
    await user.click(within(dialog).getByRole('button', { name: '退回' }));
    await waitFor(() => expect(sent(RETURN)).toEqual([{ comment: '请补充成员单位开立计划' }]));
    expect(await screen.findByRole('status')).toHaveTextContent('已退回额度分配申请 LMT20250616000002');
  });
});
