import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyPage } from './lazy-page';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

describe('LazyPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reserves the height and renders the page only once it nears the viewport', () => {
    let notify: Callback = () => undefined;
    const disconnect = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: Callback) {
          notify = cb;
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    render(
      <LazyPage label="第 7 页" estimatedHeight={1131}>
        <span>page-7</span>
      </LazyPage>,
    );
    const region = screen.getByRole('group', { name: '第 7 页' });
    expect(screen.queryByText('page-7')).toBeNull();
    expect(region.style.minHeight).toBe('1131px');
    act(() => notify([{ isIntersecting: false }]));
    expect(screen.queryByText('page-7')).toBeNull();
    act(() => notify([{ isIntersecting: true }]));
    expect(screen.getByText('page-7')).toBeInTheDocument();
    expect(region.style.minHeight).toBe('');
    expect(disconnect).toHaveBeenCalled();
  });
});
