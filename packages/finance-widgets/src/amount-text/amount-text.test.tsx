import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AmountText } from './amount-text';

describe('AmountText', () => {
  it('shows the amount with separators and the unit', () => {
    render(<AmountText value="1234567.80" />);
    expect(screen.getByText('1,234,567.80元')).toBeInTheDocument();
  });
});
