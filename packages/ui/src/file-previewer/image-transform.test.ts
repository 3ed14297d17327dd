import { describe, expect, it } from 'vitest';
import { MAX_SCALE, MIN_SCALE, clampOffset, displayedSize, rotate, transformCss, zoomIn, zoomOut } from './image-transform';

describe('image transform maths (spec §9)', () => {
  it('zooms by ×1.1 and ×0.9 per step', () => {
    expect(zoomIn(1)).toBeCloseTo(1.1);
    expect(zoomIn(zoomIn(1))).toBeCloseTo(1.21);
    expect(zoomOut(1)).toBeCloseTo(0.9);
    expect(zoomOut(zoomIn(1))).toBeCloseTo(0.99);
  });

  it('keeps the scale within bounds', () => {
    expect(zoomOut(MIN_SCALE)).toBe(MIN_SCALE);
    expect(zoomIn(MAX_SCALE)).toBe(MAX_SCALE);
  });

  it('rotates clockwise by 90° and wraps at 360', () => {
    expect([0, 90, 180, 270].map(rotate)).toEqual([90, 180, 270, 0]);
    expect(rotate(-90)).toBe(0);
  });

  it('swaps width and height when the image lies on its side', () => {
    expect(displayedSize({ width: 200, height: 100 }, 1, 0)).toEqual({ width: 200, height: 100 });
    expect(displayedSize({ width: 200, height: 100 }, 2, 90)).toEqual({ width: 200, height: 400 });
    expect(displayedSize({ width: 200, height: 100 }, 0.5, 270)).toEqual({ width: 50, height: 100 });
  });

  it('keeps at least 5 px of the image on screen', () => {
    const image = { width: 200, height: 100 };
    const viewport = { width: 800, height: 600 };
    // |x| ≤ (800 + 200) / 2 − 5 = 495; |y| ≤ (600 + 100) / 2 − 5 = 345.
    expect(clampOffset(10_000, -10_000, image, viewport)).toEqual({ x: 495, y: -345 });
    expect(clampOffset(-10_000, 10_000, image, viewport)).toEqual({ x: -495, y: 345 });
    expect(clampOffset(30, -40, image, viewport)).toEqual({ x: 30, y: -40 });
    // At the limit the image's left edge sits at 800 − 5: exactly 5 px remain visible.
    const left = (viewport.width - image.width) / 2 + 495;
    expect(viewport.width - left).toBe(5);
  });

  it('takes another margin and never a negative limit', () => {
    expect(clampOffset(1000, 0, { width: 100, height: 100 }, { width: 100, height: 100 }, 20).x).toBe(80);
    expect(clampOffset(7, 7, { width: 0, height: 0 }, { width: 0, height: 0 })).toEqual({ x: 0, y: 0 });
  });

  it('emits one CSS transform', () => {
    expect(transformCss({ scale: 1.1, rotation: 90, x: 3, y: -4 })).toBe('translate(3px, -4px) rotate(90deg) scale(1.1)');
  });
});
