import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { AgreementModal } from './agreement-modal';
import type { AgreementModalProps } from './agreement-modal';

function setup(props: Partial<AgreementModalProps> = {}) {
  const onAgree = vi.fn();
  const onClose = vi.fn();
  const all: AgreementModalProps = { open: true, title: '注册协议', onAgree, onClose, children: <p>协议正文</p>, ...props };
  const view = render(<AgreementModal {...all} />);
  return { onAgree, onClose, view, all };
}

/** jsdom has no layout: give the scroll body a size, then scroll it to `top`. */
function scrollBodyTo(top: number, { scrollHeight = 1000, clientHeight = 300 } = {}) {
  const region = screen.getByRole('region', { name: '注册协议' });
  Object.defineProperty(region, 'scrollHeight', { configurable: true, value: scrollHeight });
  Object.defineProperty(region, 'clientHeight', { configurable: true, value: clientHeight });
  region.scrollTop = top;
  fireEvent.scroll(region);
}

const confirm = () => screen.getByRole('button', { name: /^同意/ });

describe('AgreementModal', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts disabled with a hint', () => {
    setup();
    expect(confirm()).toBeDisabled();
    expect(screen.getByText('请阅读至底部后确认')).toBeInTheDocument();
  });

  it('enables confirm within 35 px of the bottom by default, not before', () => {
    setup();
    scrollBodyTo(664); // 1000 - 664 - 300 = 36 px left
    expect(confirm()).toBeDisabled();
    scrollBodyTo(665); // 35 px left
    expect(confirm()).toBeEnabled();
  });

  it('uses the 20 px tolerance of the registration agreement', () => {
    setup({ scrollTolerancePx: 20 });
    scrollBodyTo(679); // 21 px left
    expect(confirm()).toBeDisabled();
    scrollBodyTo(680); // 20 px left
    expect(confirm()).toBeEnabled();
  });

  it('keeps confirm disabled while the text is pending, and reading starts once it arrives', () => {
    const { view, all } = setup({ pending: true, children: <p>协议加载中</p> });
    scrollBodyTo(700);
    expect(confirm()).toBeDisabled();
    view.rerender(
      <AgreementModal {...all} pending={false}>
        <p>协议正文</p>
      </AgreementModal>,
    );
    expect(confirm()).toBeDisabled();
    scrollBodyTo(700);
    expect(confirm()).toBeEnabled();
  });

  it('confirm emits agree once and disables again', () => {
    const { onAgree } = setup();
    scrollBodyTo(700);
    fireEvent.click(confirm());
    expect(onAgree).toHaveBeenCalledTimes(1);
    expect(confirm()).toBeDisabled();
    fireEvent.click(confirm());
    expect(onAgree).toHaveBeenCalledTimes(1);
  });

  it('counts down with a 1 s tick shown on the button, then enables', () => {
    vi.useFakeTimers();
    setup({ countdownSeconds: 3 });
    expect(confirm()).toHaveTextContent('同意（3s）');
    expect(confirm()).toBeDisabled();
    act(() => vi.advanceTimersByTime(1000));
    expect(confirm()).toHaveTextContent('同意（2s）');
    act(() => vi.advanceTimersByTime(1999));
    expect(confirm()).toHaveTextContent('同意（1s）');
    expect(confirm()).toBeDisabled();
    act(() => vi.advanceTimersByTime(1));
    expect(confirm()).toHaveTextContent(/^同意$/);
    expect(confirm()).toBeEnabled();
  });

  it('after a confirm the countdown starts again', () => {
    vi.useFakeTimers();
    const { onAgree } = setup({ countdownSeconds: 2 });
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.click(confirm());
    expect(onAgree).toHaveBeenCalledTimes(1);
    expect(confirm()).toBeDisabled();
    expect(confirm()).toHaveTextContent('同意（2s）');
  });

  it('closing resets the read flag', () => {
    const { view, all, onClose } = setup({ closeText: '不同意' });
    scrollBodyTo(700);
    expect(confirm()).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: '不同意' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    view.rerender(<AgreementModal {...all} open={false} />);
    view.rerender(<AgreementModal {...all} open />);
    expect(confirm()).toBeDisabled();
  });

  it('Escape closes', () => {
    const { onClose } = setup();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a forced modal ignores Escape: the reader must choose a button', () => {
    const { onClose } = setup({ forced: true, closeText: '不同意' });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '不同意' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('the text is a focusable, labelled region for keyboard scrolling; no axe violations', async () => {
    setup();
    expect(screen.getByRole('dialog', { name: '注册协议' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '注册协议' })).toHaveAttribute('tabindex', '0');
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
