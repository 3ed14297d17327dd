import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { credit, creditDetail, todo } from '../test/credit-fixtures';
import { renderCreditPage } from '../test/render-credit-page';
import { todoScreen } from './todo-screen';

const SIGN_APP = creditDetail('SIGN', {
  status: 'PENDING_CP_APPROVAL',
  applicant: { corpId: 'S1', corpName: '江苏示例精密锻造有限公司' },
  credits: [{ credit: credit({ lockedBy: { appNo: 'SGN20250616000001', bizType: 'SIGN' } }), amount: '500000.00' }],
  amount: '500000.00',
  reason: '',
  actions: ['APPROVE', 'RETURN'],
});
const TodoPage = todoScreen({ inPlace: ['SIGN'], parts: {}, record: (creditNo, { back }) => <button onClick={back}>待签收 {creditNo}</button> });

describe('待办事项: the caller’s todos, each done here or on its own page', () => {
  it('a todo on a record opens its panel; back is the list again', async () => {
    const { user } = renderCreditPage(TodoPage, { at: '/credit/todo', server: { todos: { rows: [todo()], total: 1 } } });
    await user.click(await within(await screen.findByRole('table', { name: '待办事项' })).findByRole('button', { name: '办理' }));
    await user.click(await screen.findByRole('button', { name: '待签收 XG2025061300000002' }));
    expect(await screen.findByRole('table', { name: '待办事项' })).toBeInTheDocument();
  });

  it('an application of an in-place type opens here, and 同意 signs it with the key', async () => {
    const { user, sent } = renderCreditPage(TodoPage, {
      at: '/credit/todo',
      role: 'ROLE_DIRECTOR',
      userName: 's1_dir',
      server: {
        todos: { rows: [todo({ todoId: 'TD2', title: '签收待复核', appNo: SIGN_APP.appNo, creditNo: null })], total: 1 },
        application: SIGN_APP,
        approve: { ...SIGN_APP, status: 'COMPLETED', actions: [] },
      },
    });
    await user.click(await screen.findByRole('button', { name: '办理' }));
    expect(await screen.findByRole('region', { name: `申请详情 ${SIGN_APP.appNo}` })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: '凭证明细' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '退回' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '同意' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Ukey签名：凭证签章' })).getByRole('button', { name: '确认签名' }));
    expect(await screen.findByText(/^已同意申请/)).toBeInTheDocument();
    expect(sent('approve')).toEqual([expect.objectContaining({ creditList: [{ fkCredit: SIGN_APP.appNo }] })]);
  });

  it('another todo goes to its own page with the application open', async () => {
    const { user } = renderCreditPage(TodoPage, {
      at: '/credit/todo',
      role: 'ROLE_DIRECTOR',
      server: {
        todos: {
          rows: [todo({ bizType: 'ISSUE', title: '开立待复核', appNo: 'ISS20250616000003', creditNo: null, path: '/credit/core/issue/issue-review' })],
          total: 1,
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: '办理' }));
    expect(await screen.findByRole('status', { name: '当前地址' })).toHaveTextContent('/credit/core/issue/issue-review');
  });
});
