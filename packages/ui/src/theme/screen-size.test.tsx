import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { screenSizeOf, useScreenSize } from './screen-size';

function Probe() {
  return <output>{useScreenSize()}</output>;
}

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

describe('screen size', () => {
  const initial = window.innerWidth;
  afterEach(() => resizeTo(initial));

  it.each([
    [1479, 'MINI'],
    [1480, 'WIDE'],
    [1920, 'WIDE'],
    [1200, 'MINI'],
    [0, 'MINI'],
  ] as const)('width %i is %s', (width, size) => {
    expect(screenSizeOf(width)).toBe(size);
  });

  it('useScreenSize follows window resizes across 1480 px', () => {
    resizeTo(1500);
    render(<Probe />);
    expect(screen.getByRole('status')).toHaveTextContent('WIDE');
    act(() => resizeTo(1024));
    expect(screen.getByRole('status')).toHaveTextContent('MINI');
  });
});
