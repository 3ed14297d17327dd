import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Message } from '@scf/api/contract';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const PAGE = '/cv3/my/message/index';

const MESSAGES: Message[] = [
  {
    messageId: 'M1',
    messageType: 'TODO',
    messageState: 'SENT',
    title: '凭证待签收',
    content: '徐州示例重工集团有限公司向贵司开立的凭证待签收。',
    createdOn: '2025-06-16',
    link: '/credit/core/issue/issue?appNo=ISS1',
  },
  {
    messageId: 'M2',
    messageType: 'BUSINESS',
    messageState: 'SENT',
    title: '凭证即将到期提醒',
    content: '贵司持有的凭证将于7日后到期兑付。',
    createdOn: '2025-06-15',
    link: null,
  },
  {
    messageId: 'M3',
    messageType: 'SYSTEM',
    messageState: 'READ',
    title: '密码修改提醒',
    content: '建议每90天修改一次密码。',
    createdOn: '2025-05-27',
    link: null,
  },
];

/** The header's description of the 消息中心 link (the unread count), or null when there is no dot. */
const headerUnread = () => screen.queryByText(/\d+ 条未读消息/)?.textContent ?? null;

function open(messages: Message[] = MESSAGES, url = PAGE) {
  const view = renderApp(url, { messages: messages.map((m) => ({ ...m })) });
  return { ...view, user: userEvent.setup() };
}

describe('消息中心 (/my/message/index)', () => {
  it('lists the messages with their state, type and date; the header counts the unread ones', async () => {
    open();
    expect(await screen.findByRole('heading', { name: '消息中心', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: '消息列表' });
    expect(await within(table).findByRole('button', { name: '凭证待签收' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('未读凭证待签收待办提醒2025-06-16'),
      expect.stringContaining('未读凭证即将到期提醒业务通知'),
      expect.stringContaining('已读密码修改提醒系统消息'),
    ]);
    expect(within(rows[2]!).getByRole('button', { name: '标为已读' })).toBeDisabled();
    await waitFor(() => expect(headerUnread()).toBe('2 条未读消息'));
  });

  it('filters by state and type from page 1, keeping the filters in the address', async () => {
    const { user, on, router } = open();
    await screen.findByRole('table', { name: '消息列表' });
    await user.click(screen.getByRole('combobox', { name: '消息状态' }));
    await user.click(await screen.findByRole('option', { name: '未读' }));
    await waitFor(() =>
      expect(on.messages.page).toHaveBeenLastCalledWith({
        body: { page: 1, size: 10, sort: { field: 'createdOn', order: 'desc' }, filters: { messageState: 'SENT' } },
      }),
    );
    await user.click(screen.getByRole('combobox', { name: '消息类型' }));
    await user.click(await screen.findByRole('option', { name: '业务通知' }));
    const table = screen.getByRole('table', { name: '消息列表' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByRole('button', { name: '凭证即将到期提醒' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?messageState=SENT&messageType=BUSINESS');
    await user.click(screen.getByRole('combobox', { name: '消息类型' }));
    await user.click(await screen.findByRole('option', { name: '系统消息' }));
    expect(await screen.findByText('没有符合条件的消息')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('opens a message: its content, read at once (the header count drops), and 查看业务 leads to its business object', async () => {
    const { user, on, router } = open();
    await user.click(await screen.findByRole('button', { name: '凭证待签收' }));
    const dialog = await screen.findByRole('dialog', { name: '凭证待签收' });
    expect(dialog).toHaveTextContent('徐州示例重工集团有限公司向贵司开立的凭证待签收。');
    expect(dialog).toHaveTextContent('待办提醒');
    await waitFor(() => expect(on.messages.read).toHaveBeenCalledWith({ body: { messageIds: ['M1'] } }));
    await user.click(within(dialog).getByRole('button', { name: '查看业务' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cv3/credit/core/issue/issue'));
    expect(router.state.location.search).toBe('?appNo=ISS1');
    await waitFor(() => expect(headerUnread()).toBe('1 条未读消息'));
  });

  it('a message without a business object has no 查看业务; 我知道了 closes it', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: '密码修改提醒' }));
    const dialog = await screen.findByRole('dialog', { name: '密码修改提醒' });
    expect(within(dialog).queryByRole('button', { name: '查看业务' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('marks one read with 标为已读 and all with 全部已读: the dot goes away', async () => {
    const { user, on } = open();
    const table = await screen.findByRole('table', { name: '消息列表' });
    await within(table).findByRole('button', { name: '凭证待签收' });
    const row = within(table).getAllByRole('row')[2]!;
    await user.click(within(row).getByRole('button', { name: '标为已读' }));
    await waitFor(() => expect(on.messages.read).toHaveBeenCalledWith({ body: { messageIds: ['M2'] } }));
    await waitFor(() => expect(headerUnread()).toBe('1 条未读消息'));
    await user.click(screen.getByRole('button', { name: '全部已读' }));
    expect(await screen.findByText('已将全部消息标为已读')).toBeInTheDocument();
    await waitFor(() => expect(headerUnread()).toBeNull());
    expect(screen.queryByTestId('unread-dot')).toBeNull();
    expect(within(table).getAllByText('已读')).toHaveLength(3);
  });

  it('says so when there are no messages, and offers 重试 when the list fails', async () => {
    const { user, on } = open([]);
    expect(await screen.findByText('暂无消息')).toBeInTheDocument();
    on.messages.page.mockRejectedValueOnce(new Error('网络异常，请稍后重试'));
    await user.click(screen.getByRole('combobox', { name: '消息状态' }));
    await user.click(await screen.findByRole('option', { name: '已读' }));
    expect(await screen.findByText(/网络异常，请稍后重试/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('没有符合条件的消息')).toBeInTheDocument();
  });
});
