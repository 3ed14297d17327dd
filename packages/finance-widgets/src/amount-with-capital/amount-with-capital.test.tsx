import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AmountWithCapital } from './amount-with-capital';

describe('AmountWithCapital', () => {
  it('shows the figure with separators and the PBoC capital amount', () => {
    render(<AmountWithCapital value="1234.56" />);
    expect(screen.getByText('1,234.56元')).toBeInTheDocument();
    expect(screen.getByText('大写：壹仟贰佰叁拾肆元伍角陆分')).toBeInTheDocument();
  });

  it('writes integers with 元整', () => {
    render(<AmountWithCapital value="100000.00" />);
    expect(screen.getByText('大写：壹拾万元整')).toBeInTheDocument();
  });

  it('shows a value that is not an amount unchanged instead of guessing', () => {
    render(<AmountWithCapital value="约一百万" />);
    expect(screen.getByText('约一百万')).toBeInTheDocument();
    expect(screen.queryByText(/大写/)).not.toBeInTheDocument();
  });
});
