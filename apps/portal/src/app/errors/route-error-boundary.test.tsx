import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import type * as Screens from '../screens';

// One screen of the app throws while `broken` is set (a transient fault); every other screen is the real one.
const state = vi.hoisted(() => ({ broken: true }));
vi.mock('../screens', async (importOriginal) => {
  const real = await importOriginal<typeof Screens>();
  function Statistics() {
    if (state.broken) throw new Error('统计数据格式错误');
    return <h1>统计已恢复</h1>;
  }
  return {
    ...real,
    loadScreen: async (route: { path: string }) => (route.path === '/credit/core/statistics' ? Statistics : real.loadScreen(route)),
  };
});

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('a screen that throws (error boundary per route)', () => {
  it('keeps the frame, reports the error and offers 重试, which renders the page again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = renderApp('/cv3/credit/core/statistics');
    expect(await screen.findByRole('heading', { name: '页面加载失败' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('页面出现异常，请重试。');
    // The frame stays: header, the product bar and the side menu, so the user can go elsewhere.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '主导航' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: '菜单' })).getByRole('link', { name: '开立申请' })).toBeInTheDocument();
    await waitFor(() => expect(logged).toHaveBeenCalledWith('[页面异常]', '/credit/core/statistics', expect.objectContaining({ message: '统计数据格式错误' })));

    state.broken = false;
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '统计已恢复' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '页面加载失败' })).toBeNull();
    expect(router.state.location.pathname).toBe('/cv3/credit/core/statistics');
  });
});
