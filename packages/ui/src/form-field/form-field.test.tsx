import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { axeViolations } from '../test/axe';
import { TextInput } from '../text-input/text-input';
import { FormField } from './form-field';

describe('FormField', () => {
  it('wires the label to the control and the help text as its description', () => {
    render(
      <FormField label="手机号码" help="11 位手机号">
        <TextInput />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: '手机号码' });
    expect(input).toHaveAccessibleDescription('11 位手机号');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('announces the error with role=alert and marks the control invalid', () => {
    render(
      <FormField label="手机号码" help="11 位手机号" error="手机号码不符合规范">
        <TextInput />
      </FormField>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('手机号码不符合规范');
    const input = screen.getByRole('textbox', { name: '手机号码' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('11 位手机号 手机号码不符合规范');
  });

  it('marks required fields', () => {
    render(
      <FormField label="意见内容" required>
        <TextInput />
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: /意见内容/ })).toBeRequired();
  });

  it('works with react-hook-form register() and shows its error', async () => {
    const onValid = vi.fn();
    function Form() {
      const { register, handleSubmit, formState } = useForm<{ opinion: string }>({ mode: 'onBlur' });
      return (
        <form onSubmit={handleSubmit(onValid)}>
          <FormField label="意见内容" error={formState.errors.opinion?.message}>
            <TextInput {...register('opinion', { required: '此处不能为空' })} />
          </FormField>
          <Button type="submit" variant="primary" loading={formState.isSubmitting}>
            提交
          </Button>
        </form>
      );
    }
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('此处不能为空');
    expect(onValid).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: '意见内容' }), '很好用');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(onValid).toHaveBeenCalledWith({ opinion: '很好用' }, expect.anything());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('has no axe violations with help and error', async () => {
    const { container } = render(
      <FormField label="用户名" help="1-40 个字符" error="此处不能为空" required>
        <TextInput />
      </FormField>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
