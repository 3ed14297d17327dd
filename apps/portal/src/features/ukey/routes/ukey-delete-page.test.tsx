import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { binding, request } from '../test/fixtures';
import { renderUkeyPage } from '../test/render-ukey-page';
import UkeyDeletePage from './ukey-delete-page';

const ROWS = [
  binding(),
  binding({ ukeyNo: '2f01', ukeyCode: 'CCB5100009002', userName: 's1_op', personName: '王经办', roleCode: 'ROLE_OPERATOR', certType: 'SM2' }),
];

function setup(remove: unknown = request({ oldSerial: '2f01' }), rows = ROWS) {
  return renderUkeyPage(UkeyDeletePage, { at: '/my/enterprise-info/ukey/delete?ukeyNo=2f01', server: { list: rows, delete: remove } });
}

describe('注销Ukey page', () => {
  it('prefills the key from the query, validates the reason with the contract schema, confirms and returns to the list with 注销成功', async () => {
    const { user, sent } = setup();
    expect(await screen.findByRole('combobox', { name: '要注销的Ukey' })).toHaveTextContent('CCB5100009002 · 王经办（s1_op）· 经办');
    expect(screen.getByText('Ukey信息')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '注销' }));
    expect(await screen.findByText('请填写注销原因')).toBeInTheDocument();
    const reason = screen.getByRole('textbox', { name: '注销原因' });
    await user.type(reason, '人'.repeat(101));
    expect(await screen.findByText('注销原因不能超过100个字')).toBeInTheDocument();
    await user.clear(reason);
    await user.type(reason, '人员离职');
    expect(screen.getByText('已输入 4 字，最多 100 字')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '注销' }));
    const dialog = await screen.findByRole('alertdialog', { name: '确认注销印刷号尾号为9002的Ukey？' });
    expect(dialog).toHaveTextContent('注销后持有人将无法使用该Ukey签名，且需重新登录');
    expect(sent('delete')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '确认注销' }));
    expect(await screen.findByRole('status', { name: '当前地址' })).toHaveTextContent('/my/enterprise-info/ukey/list {"flash":"注销成功"}');
    expect(sent('delete')).toEqual([{ ukeyNo: '2f01', reason: '人员离职' }]);
  });

  it('cancelling the dialog sends nothing', async () => {
    const { user, sent } = setup();
    await user.type(await screen.findByRole('textbox', { name: '注销原因' }), 'Ukey遗失');
    await user.click(screen.getByRole('button', { name: '注销' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sent('delete')).toEqual([]);
  });

  it('shows a refusal by the server inline and keeps what was typed', async () => {
    const { user } = setup(new Error('仅主管可注销Ukey'));
    await user.type(await screen.findByRole('textbox', { name: '注销原因' }), 'Ukey遗失');
    await user.click(screen.getByRole('button', { name: '注销' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确认注销' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('注销失败：仅主管可注销Ukey');
    expect(screen.getByRole('textbox', { name: '注销原因' })).toHaveValue('Ukey遗失');
    expect(screen.queryByRole('status', { name: '当前地址' })).not.toBeInTheDocument();
  });

  it('without a chosen key the form asks for one; without active keys it says there is none', async () => {
    const { user, unmount } = renderUkeyPage(UkeyDeletePage, { at: '/my/enterprise-info/ukey/delete', server: { list: ROWS } });
    await user.type(await screen.findByRole('textbox', { name: '注销原因' }), '离职');
    await user.click(screen.getByRole('button', { name: '注销' }));
    expect(await screen.findByText('请选择要注销的Ukey')).toBeInTheDocument();
    unmount();
    setup(undefined, [binding({ status: 'REVOKED' })]);
    expect(await screen.findByText('暂无可注销的Ukey')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回Ukey管理' })).toHaveAttribute('href', '/my/enterprise-info/ukey/list');
  });
});
