import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { Descriptions } from './descriptions';

const items = [
  { label: '企业名称', value: '上海甲供应链有限公司' },
  { label: '统一社会信用代码', value: '91310000MA1FL0000X' },
  { label: '注册地址', value: '', span: 2 },
];

describe('Descriptions', () => {
  it('pairs each label with its value and fills blanks', () => {
    render(<Descriptions title="企业信息" items={items} />);
    expect(screen.getByRole('heading', { name: '企业信息' })).toBeInTheDocument();
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    const values = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(terms).toEqual(['企业名称', '统一社会信用代码', '注册地址']);
    expect(values).toEqual(['上海甲供应链有限公司', '91310000MA1FL0000X', '--']);
  });

  it('has no axe violations', async () => {
    const { container } = render(<Descriptions title="企业信息" items={items} columns={2} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
