import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from '../form-field/form-field';
import { axeViolations } from '../test/axe';
import { renderInForm, renderWithUser } from '../test/render';
import { Textarea } from './textarea';

describe('Textarea', () => {
  it('counts characters as they are typed, emoji as one', async () => {
    const { user } = renderWithUser(<Textarea aria-label="意见内容" maxCount={500} />);
    expect(screen.getByText('0/500')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '意见内容' }), '很好用😀');
    expect(screen.getByText('4/500')).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('已输入 4 字，最多 500 字');
  });

  it('counts a controlled value and flags going over', () => {
    render(<Textarea aria-label="意见内容" maxCount={3} value="四个字啊" onChange={vi.fn()} />);
    expect(screen.getByText('4/3')).toBeInTheDocument();
  });

  it('works with react-hook-form register() inside a FormField', async () => {
    const { user, submit, onValid } = renderInForm<{ opinion: string }>({
      label: '意见内容',
      help: '请详细描述',
      field: (register) => <Textarea maxCount={500} {...register('opinion', { required: '此处不能为空' })} />,
    });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('此处不能为空');
    const box = screen.getByRole('textbox', { name: '意见内容' });
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await user.type(box, '建议增加导出');
    expect(screen.getByText('6/500')).toBeInTheDocument();
    await submit();
    expect(onValid).toHaveBeenCalledWith({ opinion: '建议增加导出' }, expect.anything());
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <FormField label="意见内容" error="此处不能为空">
        <Textarea maxCount={500} />
      </FormField>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
