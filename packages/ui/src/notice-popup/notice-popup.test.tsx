import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LINK_POLICY } from '../safe-html/xss-corpus';
import { axeViolations } from '../test/axe';
import { NoticePopup } from './notice-popup';
import type { NoticePopupNotice } from './notice-popup';

const notice: NoticePopupNotice = {
  noticeTitle: '系统维护公告',
  noticeContent: '<p>系统将于 <strong>周六 22:00</strong> 维护。</p><img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>',
  btnName: '查看详情',
  btnEffect: '1',
  link: encodeURIComponent('https://trusted.example/notice/1'),
};

function setup(overrides: Partial<NoticePopupNotice> = {}) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  render(<NoticePopup open notice={{ ...notice, ...overrides }} linkPolicy={LINK_POLICY} onConfirm={onConfirm} onClose={onClose} />);
  return { onConfirm, onClose, user: userEvent.setup() };
}

describe('NoticePopup', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the title as text and the sanitised content', () => {
    setup({ noticeTitle: '<b>标题</b>' });
    expect(screen.getByRole('dialog', { name: '<b>标题</b>' })).toBeInTheDocument();
    expect(screen.getByText('周六 22:00').tagName).toBe('STRONG');
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('[onerror]')).toBeNull();
  });

  it('btnEffect 1 with a same-origin /cv3/ link: opens it at once with noopener, no confirm', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { onConfirm, user } = setup({ link: encodeURIComponent('/cv3/platform-notice/page-list') });
    await user.click(screen.getByRole('button', { name: '查看详情' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(open).toHaveBeenCalledWith('https://app.example/cv3/platform-notice/page-list', '_blank', 'noopener,noreferrer');
    expect(onConfirm).toHaveBeenCalledWith(true);
  });

  it('btnEffect 1 with an allow-listed external host: asks first, 继续访问 opens it with noopener', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { onConfirm, user } = setup();
    await user.click(screen.getByRole('button', { name: '查看详情' }));
    const leave = screen.getByRole('alertdialog', { name: '您即将离开本平台，前往外部网站 trusted.example，是否继续？' });
    expect(open).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(within(leave).getByRole('button', { name: '继续访问' }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('https://trusted.example/notice/1', '_blank', 'noopener,noreferrer');
    expect(onConfirm).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('取消 in the leaving confirm opens nothing (and so does Escape)', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { onConfirm, user } = setup();
    await user.click(screen.getByRole('button', { name: '查看详情' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '取消' }));
    expect(open).not.toHaveBeenCalled();
    expect(onConfirm).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: '查看详情' }));
    await user.keyboard('{Escape}');
    expect(open).not.toHaveBeenCalled();
    expect(onConfirm).toHaveBeenLastCalledWith(false);
  });

  it('with btnEffect 0 it opens nothing', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { onConfirm, user } = setup({ btnEffect: '0' });
    await user.click(screen.getByRole('button', { name: '查看详情' }));
    expect(open).not.toHaveBeenCalled();
    expect(onConfirm).toHaveBeenCalledWith(false);
  });

  it('a hostile link is not opened, the confirm still goes through', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { onConfirm, user } = setup({ link: encodeURIComponent('javascript:window.__pwned=1') });
    await user.click(screen.getByRole('button', { name: '查看详情' }));
    expect(open).not.toHaveBeenCalled();
    expect(onConfirm).toHaveBeenCalledWith(false);
  });

  it('falls back to 我知道了 for an empty button name', () => {
    setup({ btnName: ' ' });
    expect(screen.getByRole('button', { name: '我知道了' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    setup();
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
