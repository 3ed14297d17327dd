import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@scf/api';
import { LD2, LINE_L1 } from '../test/limit-fixtures';
import { renderLimitPage } from '../test/render-limit-page';
import DistributePage from './distribute-page';

const DISTRIBUTE = '/v1/limits/distributions/apply';

async function fill(user: ReturnType<typeof renderLimitPage>['user'], amount: string, { down = false, reason = '二季度开立需求' } = {}) {
  await user.click(await screen.findByRole('combobox', { name: '成员单位' }));
  await user.click(await screen.findByRole('option', { name: '徐州示例重工起重机械有限公司' }));
  if (down) await user.click(screen.getByRole('radio', { name: '调减' }));
  await user.type(screen.getByRole('textbox', { name: '调整金额' }), amount);
  await user.type(screen.getByRole('textbox', { name: '原因' }), reason);
  await user.click(screen.getByRole('button', { name: '提交' }));
}

describe('额度分配 (domain.md §6.3)', () => {
  it('shows the member’s figures and refuses a zero change with the contract’s message, sending nothing', async () => {
    const { user, sent } = renderLimitPage(DistributePage, { at: '/my/limit/distribute', server: { lines: [LINE_L1], distribute: LD2 } });
    await fill(user, '0');
    expect(await screen.findByText('调整金额不能为0')).toBeInTheDocument();
    expect(screen.getByText('徐州示例重工起重机械有限公司 当前额度')).toBeInTheDocument();
    expect(screen.getByText('集团可用额度 22,640,000.00元')).toBeInTheDocument();
    expect(sent(DISTRIBUTE)).toEqual([]);
  });

  it('sends a 调减 as the contract’s signed change and opens the distribution list', async () => {
    const { user, sent } = renderLimitPage(DistributePage, { at: '/my/limit/distribute', server: { lines: [LINE_L1], distribute: LD2 } });
    await fill(user, '1000000', { down: true, reason: '  成员单位开立需求下降 ' });
    await waitFor(() => expect(sent(DISTRIBUTE)).toHaveLength(1));
    expect(sent(DISTRIBUTE)[0]).toEqual({ lineId: 'L1', targetCorpId: 'C2', changeAmount: '-1000000.00', reason: '成员单位开立需求下降' });
    expect(await screen.findByLabelText('当前地址')).toHaveTextContent(
      '/my/limit/distribute-query {"flash":"额度分配申请 LMT20250616000002 已提交，待主管审批"}',
    );
  });

  it('puts the server’s refusal on the amount', async () => {
    const { user } = renderLimitPage(DistributePage, {
      at: '/my/limit/distribute',
      server: { lines: [LINE_L1], distribute: new ApiError('LIMIT_INSUFFICIENT', '可用额度不足', 200) },
    });
    await fill(user, '30000000');
    expect(await screen.findByRole('alert')).toHaveTextContent('可用额度不足');
    expect(screen.getByRole('textbox', { name: '调整金额' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers nothing to distribute to a member that holds no line', async () => {
    renderLimitPage(DistributePage, { at: '/my/limit/distribute', server: { lines: [{ ...LINE_L1, corp: { corpId: 'C9', corpName: '其他集团' } }] } });
    expect(await screen.findByText('本企业暂无可分配的授信额度')).toBeInTheDocument();
  });
});
