import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { Skeleton } from './skeleton';
import { Spinner } from './spinner';

describe('Spinner and Skeleton', () => {
  it('the spinner is a status named 加载中 by default', () => {
    render(<Spinner />);
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
  });

  it('can show its label as text', () => {
    render(<Spinner label="正在提交" showLabel />);
    expect(screen.getByRole('status')).toHaveTextContent('正在提交');
  });

  it('the skeleton renders the requested number of lines and is busy', () => {
    const { container } = render(<Skeleton lines={4} />);
    expect(screen.getByRole('status', { name: '加载中' })).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(4);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <div>
        <Spinner />
        <Skeleton />
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
