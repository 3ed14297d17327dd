import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { NAVIGATION_PROGRESS_DONE_MS, NAVIGATION_PROGRESS_TICK_MS, NavigationProgress, nextProgress } from './navigation-progress';

describe('nextProgress', () => {
  it('grows but never reaches 90', () => {
    let v = 10;
    for (let i = 0; i < 500; i += 1) {
      const next = nextProgress(v);
      expect(next).toBeGreaterThanOrEqual(v);
      v = next;
    }
    expect(v).toBeLessThanOrEqual(90);
    expect(v).toBeGreaterThan(89);
  });
});

describe('NavigationProgress', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders nothing while idle', () => {
    render(<NavigationProgress active={false} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('trickles while active, fills to 100 when done, then hides', () => {
    const { rerender } = render(<NavigationProgress active />);
    const bar = screen.getByRole('progressbar', { name: '页面加载进度' });
    expect(bar).toHaveAttribute('aria-valuenow', '10');
    act(() => {
      vi.advanceTimersByTime(NAVIGATION_PROGRESS_TICK_MS * 5);
    });
    const during = Number(bar.getAttribute('aria-valuenow'));
    expect(during).toBeGreaterThan(10);
    expect(during).toBeLessThan(90);
    rerender(<NavigationProgress active={false} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    act(() => {
      vi.advanceTimersByTime(NAVIGATION_PROGRESS_DONE_MS);
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('has no axe violations while active', async () => {
    vi.useRealTimers();
    const { container } = render(<NavigationProgress active />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
