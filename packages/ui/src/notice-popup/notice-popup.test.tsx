import { render, screen } from '@testing-library/react';
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

  it('the button carries the notice button name; with btnEffect 1 it opens the decoded link with noopener', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { onConfirm, user } = setup();
    await user.click(screen.getByRole('button', { name: '查看详情' }));
    expect(open).toHaveBeenCalledWith('https://trusted.example/notice/1', '_blank', 'noopener,noreferrer');
    expect(onConfirm).toHaveBeenCalledWith(true);
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
