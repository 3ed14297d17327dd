import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, testAuth } from '../../../test/render-screen';
import { axeViolations } from '../../../test/axe';
import { fakeCounterparties, row } from '../test/fake-counterparties';
import CounterpartyPage from './counterparty-page';

afterEach(() => localStorage.clear());

const AT = '/supplier/index';
const seeded = () => [
  row({
    corpId: 'S5',
    corpName: '淮安示例包装材料有限公司',
    uscc: '91320800MA1XC0015T',
    key: 'REQ:CPR000001',
    requestId: 'CPR000001',
    status: 'PENDING',
    direction: 'RECEIVED',
    since: '2025-06-16',
  }),
  row({ corpId: 'S1', corpName: '江苏示例精密锻造有限公司' }),
  ...Array.from({ length: 11 }, (_, i) => row({ corpId: `X${i}`, corpName: `示例供应商${i + 1}`, uscc: `9132030000000${String(i).padStart(4, '0')}X` })),
];

function open(role = 'ROLE_OPERATOR') {
  const fake = fakeCounterparties(seeded());
  const view = renderScreen(CounterpartyPage, { at: AT, client: fake.client, auth: testAuth({ role, userName: 'c1_op' }) });
  return { ...fake, ...view };
}

describe('交易对手管理 (/supplier/index)', () => {
  it('pages the counterparties and searches by name or USCC from page 1, kept in the address', async () => {
    const { on, user, router } = open();
    const table = await screen.findByRole('table', { name: '交易对手列表' });
    expect(await within(table).findByRole('row', { name: /淮安示例包装材料有限公司/ })).toHaveTextContent('待我方确认');
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('共 13 条')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(on.counterparties.page).toHaveBeenLastCalledWith({ body: { page: 2, size: 10, filters: {} } }));
    await user.type(screen.getByLabelText('企业名称/统一社会信用代码'), '锻造');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(on.counterparties.page).toHaveBeenLastCalledWith({ body: { page: 1, size: 10, filters: { keyword: '锻造' } } }));
    expect(await screen.findByText('共 1 条')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?keyword=%E9%94%BB%E9%80%A0');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('confirms a request addressed to the corporation and says so', async () => {
    const { on, user } = open();
    const table = await screen.findByRole('table', { name: '交易对手列表' });
    const pending = await within(table).findByRole('row', { name: /淮安示例包装材料有限公司/ });
    await user.click(within(pending).getByRole('button', { name: '确认' }));
    expect(on.counterparties.confirm).toHaveBeenCalledWith({ params: { requestId: 'CPR000001' } });
    expect(await screen.findByText('已确认与“淮安示例包装材料有限公司”的交易对手关系（已确认）')).toBeInTheDocument();
    await waitFor(() => expect(within(table).getByRole('row', { name: /淮安示例包装材料有限公司/ })).toHaveTextContent('已确认'));
    expect(within(table).queryByRole('button', { name: '确认' })).toBeNull();
  });

  it('adds by USCC with the shared validator, and shows the server’s refusal of a blacklisted corporation', async () => {
    const { on, user } = open();
    await user.click(await screen.findByRole('button', { name: '新增交易对手' }));
    const dialog = await screen.findByRole('dialog', { name: '新增交易对手' });
    await user.type(within(dialog).getByRole('textbox', { name: '统一社会信用代码' }), '91320800MA1XC00150');
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await within(dialog).findByText('统一社会信用代码格式不正确，应为18位数字或大写字母')).toBeInTheDocument();
    expect(on.counterparties.add).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByRole('textbox', { name: '统一社会信用代码' }));
    await user.type(within(dialog).getByRole('textbox', { name: '统一社会信用代码' }), '91320900MA1XB0016B');
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('该企业已被列入黑名单，暂不能建立交易对手关系');

    await user.clear(within(dialog).getByRole('textbox', { name: '统一社会信用代码' }));
    await user.type(within(dialog).getByRole('textbox', { name: '统一社会信用代码' }), '91320800ma1xc0015t');
    await user.click(within(dialog).getByRole('radio', { name: '客户（买方）' }));
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(on.counterparties.add).toHaveBeenLastCalledWith({ body: { by: 'USCC', keyword: '91320800MA1XC0015T', role: 'CUSTOMER' } });
    expect(await screen.findByText('已向“淮安示例包装材料有限公司”发送交易对手申请，待对方确认')).toBeInTheDocument();
  });

  it('lets 查询 read only: no 新增 and no 确认', async () => {
    open('ROLE_QUERY');
    const table = await screen.findByRole('table', { name: '交易对手列表' });
    expect(await within(table).findByRole('row', { name: /淮安示例包装材料有限公司/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增交易对手' })).toBeNull();
    expect(within(table).queryByRole('button', { name: '确认' })).toBeNull();
  });

  it('shows the empty state', async () => {
    const fake = fakeCounterparties([]);
    renderScreen(CounterpartyPage, { at: AT, client: fake.client, auth: testAuth() });
    expect(await screen.findByText('暂无交易对手')).toBeInTheDocument();
  });

  it('says so when the list cannot be read', async () => {
    const fake = fakeCounterparties([]);
    fake.on.counterparties.page.mockRejectedValue(new Error('网络异常，请稍后重试'));
    renderScreen(CounterpartyPage, { at: AT, client: fake.client, auth: testAuth() });
    expect(await screen.findByText('网络异常，请稍后重试')).toBeInTheDocument();
  });
});
