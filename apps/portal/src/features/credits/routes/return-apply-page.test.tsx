import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { C1, S1, credit, creditDetail } from '../../../lib/applications/test/credit-fixtures';
import { renderCreditPage } from '../../../lib/applications/test/render-credit-page';
import ReturnApplyPage from './return-apply-page';

const held = credit({ creditNo: 'XG2025061600000031', amount: '900.00', holder: S1, status: 'HELD' });
const server = { credits: { rows: [held], total: 1 }, applications: { rows: [], total: 0 }, returnTarget: C1, returnApply: creditDetail('RETURN') };

describe('退回申请 (/credit/chain/return/apply)', () => {
  it('returns part of a held credit to whom the server names, with the reason', async () => {
    const { user, sent } = renderCreditPage(ReturnApplyPage, { at: '/credit/chain/return/apply', server });
    await user.click(await within(await screen.findByRole('table', { name: '可退回凭证' })).findByRole('checkbox', { name: '选择 XG2025061600000031' }));
    expect(sent('credits')[0]).toMatchObject({ filters: { scope: 'returnable' } });
    const parts = screen.getByRole('table', { name: '退回金额明细' });
    expect(await within(parts).findByText(C1.corpName)).toBeInTheDocument();
    const part = screen.getByRole('textbox', { name: 'XG2025061600000031的退回金额' });
    await user.clear(part);
    await user.type(part, '900.01');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('退回金额不能超过凭证金额')).toBeInTheDocument();
    expect(screen.getByText('请填写原因')).toBeInTheDocument();
    await user.clear(part);
    await user.type(part, '400');
    await user.type(screen.getByRole('textbox', { name: '退回原因' }), '部分货物退回');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('已提交退回申请，等待主管审批')).toBeInTheDocument();
    expect(sent('returnApply')).toEqual([{ lines: [{ creditNo: 'XG2025061600000031', amount: '400.00' }], reason: '部分货物退回' }]);
  });
});
