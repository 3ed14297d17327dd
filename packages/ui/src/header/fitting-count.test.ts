import { describe, expect, it } from 'vitest';
import { fittingCount } from './fitting-count';

const widths = [32, 60, 88, 60, 60, 60];

describe('fittingCount', () => {
  it('keeps every entry when they fit side by side', () => {
    expect(fittingCount(460, widths, 50, 20)).toBe(6);
  });

  it('keeps as many as fit beside the 更多 button, in order', () => {
    // 50 (更多) + 20+32 + 20+60 + 20+88 = 290; the fourth would need 370.
    expect(fittingCount(300, widths, 50, 20)).toBe(3);
    expect(fittingCount(369, widths, 50, 20)).toBe(3);
    expect(fittingCount(370, widths, 50, 20)).toBe(4);
  });

  it('puts everything into 更多 when not even the first fits', () => {
    expect(fittingCount(80, widths, 50, 20)).toBe(0);
  });

  it('shows all entries when there is no layout to measure', () => {
    expect(fittingCount(0, widths, 50, 20)).toBe(6);
  });
});
