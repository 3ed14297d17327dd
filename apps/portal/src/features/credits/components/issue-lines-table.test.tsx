import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { issueDetail } from '../../../lib/applications/test/credit-fixtures';
import { IssueLinesTable } from './issue-lines-table';

const line = issueDetail().lines[0]!;
const headers = () =>
  within(screen.getByRole('table', { name: '开立明细' }))
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

describe('开立明细 as the reviewer signs it', () => {
  it('leaves out 备注 and 凭证编号 while no line has one, so the signed figures fit a 1280 px page', () => {
    render(<IssueLinesTable lines={[{ ...line, remark: '', creditNo: null }]} />);
    expect(headers()).toEqual(['序号', '接收方', '接收方账户', '开立金额', '承诺付款日', '合同']);
  });

  it('shows them once a line has a remark or a credit number', () => {
    render(<IssueLinesTable lines={[line, { ...line, lineNo: 2, remark: '', creditNo: 'CR20250616000001' }]} />);
    expect(headers()).toEqual(['序号', '接收方', '接收方账户', '开立金额', '承诺付款日', '合同', '备注', '凭证编号']);
    expect(screen.getByText('CR20250616000001')).toBeInTheDocument();
  });
});
