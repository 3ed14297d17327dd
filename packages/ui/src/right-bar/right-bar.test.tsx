import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { qrCodeDataUrl } from '../qr-code/qr-code';
import { RightBar } from './right-bar';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

function setup(props: Partial<Parameters<typeof RightBar>[0]> = {}) {
  const onFaq = vi.fn();
  const onCustomerService = vi.fn();
  const view = render(<RightBar onFaq={onFaq} onCustomerService={onCustomerService} publicAccountUrl="https://mp.example.com/scf" {...props} />);
  return { onFaq, onCustomerService, view };
}

describe('RightBar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    scrollTo(0);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has 常见问题, 公众号 and 在线客服, calling the host', () => {
    const { onFaq, onCustomerService } = setup();
    fireEvent.click(screen.getByRole('button', { name: '常见问题' }));
    fireEvent.click(screen.getByRole('button', { name: '在线客服' }));
    expect(onFaq).toHaveBeenCalledTimes(1);
    expect(onCustomerService).toHaveBeenCalledTimes(1);
  });

  it('公众号 toggles the QR code of the configured address and Escape closes it', async () => {
    vi.useRealTimers();
    setup();
    const button = screen.getByRole('button', { name: '公众号' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const img = await screen.findByAltText('公众号二维码');
    expect(img.getAttribute('src')).toBe(await qrCodeDataUrl('https://mp.example.com/scf'));
    expect(screen.getByText('扫码关注公众号')).toBeInTheDocument();
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(screen.queryByRole('img', { name: '公众号二维码' })).toBeNull();
  });

  it('has 意见反馈 only when the host handles it', () => {
    const onFeedback = vi.fn();
    const { view } = setup({ onFeedback });
    fireEvent.click(screen.getByRole('button', { name: '意见反馈' }));
    expect(onFeedback).toHaveBeenCalledTimes(1);
    view.unmount();
    setup();
    expect(screen.queryByRole('button', { name: '意见反馈' })).toBeNull();
  });

  it('hides 公众号 without a QR URL', () => {
    setup({ publicAccountUrl: undefined });
    expect(screen.queryByRole('button', { name: '公众号' })).toBeNull();
  });

  it('shows 返回顶部 only after scrolling more than 768 px, and scrolls to the top', () => {
    const spy = vi.spyOn(window, 'scrollTo');
    setup();
    expect(screen.queryByRole('button', { name: '返回顶部' })).toBeNull();
    scrollTo(768);
    expect(screen.queryByRole('button', { name: '返回顶部' })).toBeNull();
    scrollTo(769);
    fireEvent.click(screen.getByRole('button', { name: '返回顶部' }));
    expect(spy).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    scrollTo(100);
    expect(screen.queryByRole('button', { name: '返回顶部' })).toBeNull();
  });

  it('honours a custom back-to-top threshold', () => {
    setup({ backToTopAfterPx: 100 });
    scrollTo(101);
    expect(screen.getByRole('button', { name: '返回顶部' })).toBeInTheDocument();
  });

  it('folds into a ball after 7 s of inactivity, not before', () => {
    setup();
    act(() => vi.advanceTimersByTime(6999));
    expect(screen.getByRole('button', { name: '常见问题' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('button', { name: '常见问题' })).toBeNull();
    expect(screen.getByRole('button', { name: '展开快捷工具栏' })).toBeInTheDocument();
  });

  it('the ball reopens the bar, focuses it, and the 7 s start again after leaving it', () => {
    setup();
    act(() => vi.advanceTimersByTime(7000));
    fireEvent.click(screen.getByRole('button', { name: '展开快捷工具栏' }));
    const faq = screen.getByRole('button', { name: '常见问题' });
    expect(faq).toHaveFocus();
    // Focus is inside: the bar stays while in use.
    act(() => vi.advanceTimersByTime(20000));
    expect(screen.getByRole('button', { name: '常见问题' })).toBeInTheDocument();
    act(() => faq.blur());
    act(() => vi.advanceTimersByTime(7000));
    expect(screen.getByRole('button', { name: '展开快捷工具栏' })).toBeInTheDocument();
  });

  it('hovering pauses the auto-hide; leaving restarts it', () => {
    setup();
    const bar = screen.getByRole('complementary', { name: '快捷工具栏' });
    act(() => vi.advanceTimersByTime(5000));
    fireEvent.mouseEnter(bar);
    act(() => vi.advanceTimersByTime(10000));
    expect(screen.getByRole('button', { name: '常见问题' })).toBeInTheDocument();
    fireEvent.mouseLeave(bar);
    act(() => vi.advanceTimersByTime(6999));
    expect(screen.getByRole('button', { name: '常见问题' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('button', { name: '常见问题' })).toBeNull();
  });

  it('honours a custom autoHideMs', () => {
    setup({ autoHideMs: 1000 });
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: '展开快捷工具栏' })).toBeInTheDocument();
  });

  it('has no axe violations open and folded', async () => {
    vi.useRealTimers();
    const { view } = setup({ autoHideMs: 50 });
    scrollTo(1000);
    expect(await axeViolations(view.container)).toEqual([]);
    await screen.findByRole('button', { name: '展开快捷工具栏' });
    expect(await axeViolations(view.container)).toEqual([]);
  });
});
