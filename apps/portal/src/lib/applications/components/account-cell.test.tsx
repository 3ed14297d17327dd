import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccountCell } from './account-cell';

const account = { bankCode: '105', accountName: '江苏示例精密锻造有限公司', accountNo: '6217001360000011001', bankName: '中国建设银行徐州分行营业部' };

describe('an account in a table the reviewer signs', () => {
  it('shows the number whole on a line that never breaks, and the bank beneath it', () => {
    render(<AccountCell account={account} partyName="江苏示例精密锻造有限公司" />);
    const number = screen.getByText('6217001360000011001');
    expect(number).toHaveStyle({ whiteSpace: 'nowrap', display: 'block' });
    expect(screen.getByText('（中国建设银行徐州分行营业部）')).toBeInTheDocument();
  });

  it('names the holder only when it is not the party the row already names', () => {
    const { rerender } = render(<AccountCell account={account} partyName="江苏示例精密锻造有限公司" />);
    expect(screen.queryByText(/江苏示例精密锻造有限公司/)).toBeNull();
    rerender(<AccountCell account={account} partyName="另一家公司" />);
    expect(screen.getByText('江苏示例精密锻造有限公司（中国建设银行徐州分行营业部）')).toBeInTheDocument();
  });

  it('shows a dash when there is no account', () => {
    render(<AccountCell account={null} />);
    expect(screen.getByText('—')).toBeInTheDocument();
  });
});
