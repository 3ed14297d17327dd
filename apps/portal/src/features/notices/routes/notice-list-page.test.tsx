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
    const { on } = renderApp(PAGE, { menus, notices });
    expect(await screen.findByRole('heading', { name: '平台公告', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: '平台公告列表' });
    expect(await within(table).findByRole('button', { name: '公告1' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(table).toHaveTextContent('2025-06-16');
    expect(screen.getByText('共 12 条')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '下一页' }));
    expect(await within(table).findByRole('button', { name: '公告11' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: '公告1' })).toBeNull();
    expect(on.notices.page).toHaveBeenLastCalledWith({ body: { page: 2, size: 10, filters: {} } });
  });

  it('opens a notice in the popup with its sanitised content, and records the read of an eject-once notice', async () => {
    const user = userEvent.setup();
    const { on } = renderApp(PAGE, { menus, notices });
    await user.click(await screen.findByRole('button', { name: '公告1' }));
    const dialog = await screen.findByRole('dialog', { name: '公告1' });
    expect(dialog).toHaveTextContent('第1条公告的内容');
    expect(dialog.querySelector('img')?.getAttribute('onerror')).toBeFalsy();
    await user.click(within(dialog).getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(on.notices.read).toHaveBeenCalledWith({ body: { noticeId: 'N1' } });

    await user.click(screen.getByRole('button', { name: '公告2' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(on.notices.read).toHaveBeenCalledTimes(1);
  });

  it('says so when there are no notices', async () => {
    renderApp(PAGE, { menus, notices: [] });
    expect(await screen.findByText('暂无公告')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '下一页' })).toBeNull();
  });

  it('searches by title from page 1 and keeps the search and the page in the address', async () => {
    const user = userEvent.setup();
    const { on, router } = renderApp(`${PAGE}?page=2`, { menus, notices });
    const table = await screen.findByRole('table', { name: '平台公告列表' });
    expect(await within(table).findByRole('button', { name: '公告11' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('公告标题'), '公告1');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(on.notices.page).toHaveBeenLastCalledWith({ body: { page: 1, size: 10, filters: { noticeTitle: '公告1' } } }));
    // 公告1, 公告10, 公告11 and 公告12 match.
    expect(await screen.findByText('共 4 条')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?noticeTitle=%E5%85%AC%E5%91%8A1');
    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows the loading state while the page loads', async () => {
    const { on } = renderApp(PAGE, { menus, notices });
    let release: () => void = () => undefined;
    on.notices.page.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          release = () => resolve({ rows: notices.slice(0, 1), total: 1 });
        }),
    );
    const table = await screen.findByRole('table', { name: '平台公告列表' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await within(table).findByRole('button', { name: '公告1' })).toBeInTheDocument();
  });
});
