import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CreditTree } from './credit-tree';
import { CR1_TREE } from '../fixtures';

describe('CreditTree', () => {
  it('nests every split under its parent with holder, amount and status', () => {
    render(<CreditTree root={CR1_TREE} />);
    const tree = screen.getByRole('list', { name: '凭证拆分树' });
    const items = within(tree).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    // The innermost item that names it is its own (its ancestors contain it too).
    const financed = items.filter((li) => li.textContent?.includes('XG2025041800000004')).at(-1)!;
    expect(financed).toHaveTextContent('中国建设银行股份有限公司徐州分行');
    expect(financed).toHaveTextContent('400,000.00元');
    expect(financed).toHaveTextContent('已融资');
    // The financed child sits below the 700,000.00 parent, two levels down from the root.
    expect(financed.parentElement?.closest('li')).toHaveTextContent('XG2025041000000003');
  });

  it('marks the current credit', () => {
    render(<CreditTree root={CR1_TREE} current="XG2025041000000002" renderNo={(no) => <a href={`#${no}`}>{no}</a>} />);
    const current = screen.getAllByRole('listitem').find((li) => li.getAttribute('aria-current') === 'true')!;
    expect(within(current).getByText('当前')).toBeInTheDocument();
    expect(within(current).getByRole('link', { name: 'XG2025041000000002' })).toBeInTheDocument();
    expect(screen.getAllByText('当前')).toHaveLength(1);
  });

  it('shows another corporation’s branches as one masked node: 其他持有方, the sum, no number to open and no status', () => {
    const masked = { creditNo: '', amount: '700000.00', holder: { corpId: '', corpName: '其他持有方' }, status: null, children: [] };
    const root = { ...CR1_TREE, children: [CR1_TREE.children[0]!, masked] };
    render(<CreditTree root={root} renderNo={(no) => <a href={`#${no}`}>{no}</a>} />);
    const item = screen
      .getAllByRole('listitem')
      .filter((li) => li.textContent?.includes('其他持有方'))
      .at(-1)!;
    expect(item).toHaveTextContent('700,000.00元');
    expect(within(item).queryByRole('link')).toBeNull();
    expect(within(item).getAllByText('—')).toHaveLength(2);
  });
});
