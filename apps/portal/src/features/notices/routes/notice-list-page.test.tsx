import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { GrantedMenuTree, Notice } from '@scf/api/contract';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const PAGE = '/cv3/platform-notice/page-list';
const menus: GrantedMenuTree = { menus: [{ menuId: 'n1', menuName: '平台公告', path: '/platform-notice/page-list', children: [] }], menuPerms: [] };

const notices: Notice[] = Array.from({ length: 12 }, (_, i) => ({
  noticeId: `N${i + 1}`,
  noticeTitle: `公告${i + 1}`,
  noticeContent: `<p>第${i + 1}条公告的内容</p><img src="x" onerror="window.__pwned=1">`,
  btnName: '',
  btnEffect: '0',
  link: '',
  ejectFrequency: i === 0 ? '1' : '0',
  releaseDate: `2025-06-${String(16 - i).padStart(2, '0')}`,
}));

describe('平台公告 (/platform-notice/page-list)', () => {
  it('lists the notices ten a page with their dates and pages on', async () => {
    const user = userEvent.setup();
    const { client } = renderApp(PAGE, { menus, notices });
    expect(await screen.findByRole('heading', { name: '平台公告', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: '平台公告列表' });
    expect(await within(table).findByRole('button', { name: '公告1' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(table).toHaveTextContent('2025-06-16');
    expect(screen.getByText('共 12 条')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '下一页' }));
    expect(await within(table).findByRole('button', { name: '公告11' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: '公告1' })).toBeNull();
    expect(client.notices.page).toHaveBeenLastCalledWith({ pageNo: 2, pageSize: 10 });
  });

  it('opens a notice in the popup with its sanitised content, and records the read of an eject-once notice', async () => {
    const user = userEvent.setup();
    const { client } = renderApp(PAGE, { menus, notices });
    await user.click(await screen.findByRole('button', { name: '公告1' }));
    const dialog = await screen.findByRole('dialog', { name: '公告1' });
    expect(dialog).toHaveTextContent('第1条公告的内容');
    expect(dialog.querySelector('img')?.getAttribute('onerror')).toBeFalsy();
    await user.click(within(dialog).getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(client.notices.markRead).toHaveBeenCalledWith('N1');

    await user.click(screen.getByRole('button', { name: '公告2' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(client.notices.markRead).toHaveBeenCalledTimes(1);
  });

  it('says so when there are no notices', async () => {
    renderApp(PAGE, { menus, notices: [] });
    expect(await screen.findByText('暂无公告')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull();
  });

  it('shows the loading state while the page loads', async () => {
    const { client } = renderApp(PAGE, { menus, notices });
    let release: () => void = () => undefined;
    client.notices.page.mockImplementationOnce(
      ({ pageNo, pageSize }: { pageNo: number; pageSize: number }) =>
        new Promise((resolve) => {
          release = () => resolve({ list: notices.slice(0, 1), pageCond: { pageNo, pageSize, count: 1 } });
        }),
    );
    const table = await screen.findByRole('table', { name: '平台公告列表' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await within(table).findByRole('button', { name: '公告1' })).toBeInTheDocument();
  });
});
