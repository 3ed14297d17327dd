import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckboxGroup } from '../checkbox-group/checkbox-group';
import { DateRangePicker } from '../date-picker/date-range-picker';
import { RadioGroup } from '../radio-group/radio-group';
import { axeViolations } from '../test/axe';
import { FormField } from './form-field';

const options = [
  { value: 'credit', label: '信用' },
  { value: 'voucher', label: '凭证' },
];

// A <label for> cannot name a group: the FormField passes its label id (and help/error ids) through context.
describe('FormField names and describes group controls through context', () => {
  it.each([
    ['radiogroup', <RadioGroup key="r" options={options} />],
    ['group', <CheckboxGroup key="c" options={options} />],
    ['combobox', <DateRangePicker key="d" />],
  ] as const)('%s: aria-labelledby the label, aria-describedby help and error', async (role, control) => {
    const { container } = render(
      <FormField label="业务类型" help="可多选" error="请选择业务类型">
        {control}
      </FormField>,
    );
    const group = screen.getByRole(role, { name: '业务类型' });
    expect(group).toHaveAccessibleDescription('可多选 请选择业务类型');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group.getAttribute('aria-labelledby')).toBe(screen.getByText('业务类型').id);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('the options inside a group keep their own names, not the field label', () => {
    render(
      <FormField label="业务类型">
        <CheckboxGroup options={options} />
      </FormField>,
    );
    expect(screen.getByRole('checkbox', { name: '信用' })).not.toHaveAccessibleDescription();
    expect(screen.getByRole('checkbox', { name: '凭证' })).toBeInTheDocument();
  });

  it('outside a FormField the label prop still names the group', () => {
    render(
      <>
        <RadioGroup label="用户类型" options={options} />
        <CheckboxGroup label="产品" options={options} />
        <DateRangePicker aria-label="申请日期" />
      </>,
    );
    expect(screen.getByRole('radiogroup', { name: '用户类型' })).not.toHaveAttribute('aria-labelledby');
    expect(screen.getByRole('group', { name: '产品' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '申请日期' })).toBeInTheDocument();
  });
});
