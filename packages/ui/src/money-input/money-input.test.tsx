import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from '../form-field/form-field';
import { axeViolations } from '../test/axe';
import { MoneyInput } from './money-input';

function setup(props: Parameters<typeof MoneyInput>[0] = {}) {
  const onValueChange = vi.fn();
  const user = userEvent.setup();
  const view = render(<MoneyInput aria-label="金额" onValueChange={onValueChange} {...props} />);
  const input = screen.getByRole<HTMLInputElement>('textbox', { name: '金额' });
  return { user, input, onValueChange, ...view };
}

describe('MoneyInput', () => {
  it('groups thousands while typing and reports the amount in fen', async () => {
    const { user, input, onValueChange } = setup();
    await user.type(input, '1234567.89');
    expect(input).toHaveValue('1,234,567.89');
    expect(onValueChange).toHaveBeenLastCalledWith('1234567.89', 123456789n);
  });

  it('shows the 大写 amount and a 万/亿 hint under the field', async () => {
    const { user, input } = setup();
    await user.type(input, '123456.78');
    expect(screen.getByTestId('money-input-capital')).toHaveTextContent('大写：壹拾贰万叁仟肆佰伍拾陆元柒角捌分');
    expect(screen.getByLabelText('数量级：十万')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(/壹拾贰万/);
    await user.clear(input);
    expect(screen.getByTestId('money-input-capital')).toBeEmptyDOMElement();
  });

  it('strips non-numeric characters', async () => {
    const { user, input } = setup();
    await user.type(input, 'a1b-2 3¥元');
    expect(input).toHaveValue('123');
  });

  it('keeps the caret after the typed digit when a separator appears before it', async () => {
    const { user, input } = setup({ defaultValue: '1234567' });
    expect(input).toHaveValue('1,234,567');
    // caret after "1,234" (index 5), type 8 → 12,348,567 with the caret after the 8
    await user.type(input, '8', { initialSelectionStart: 5, initialSelectionEnd: 5 });
    expect(input).toHaveValue('12,348,567');
    expect(input.selectionStart).toBe(6);
  });

  it('backspace just after a separator deletes the digit before it', async () => {
    const { user, input } = setup({ defaultValue: '1234' });
    await user.type(input, '{Backspace}', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(input).toHaveValue('234');
    expect(input.selectionStart).toBe(0);
  });

  it('cleans pasted text', async () => {
    const { user, input, onValueChange } = setup();
    await user.click(input);
    await user.paste('￥1,234.56元');
    expect(input).toHaveValue('1,234.56');
    expect(onValueChange).toHaveBeenLastCalledWith('1234.56', 123456n);
  });

  it('leaves IME composition alone and cleans up when it ends', () => {
    const { input, onValueChange } = setup();
    fireEvent.compositionStart(input);
    fireEvent.change(input, { target: { value: 'ｙｉ' } });
    expect(input).toHaveValue('ｙｉ');
    fireEvent.change(input, { target: { value: '１２' } });
    expect(onValueChange).not.toHaveBeenCalled();
    fireEvent.compositionEnd(input);
    expect(input).toHaveValue('12');
    expect(onValueChange).toHaveBeenLastCalledWith('12', 1200n);
  });

  it('accepts the spec maximum exactly and refuses anything above it', async () => {
    const { user, input, onValueChange } = setup();
    await user.type(input, '99999999999999.98');
    expect(input).toHaveValue('99,999,999,999,999.98');
    expect(onValueChange).toHaveBeenLastCalledWith('99999999999999.98', 9999999999999998n);
    await user.type(input, '{Backspace}9');
    expect(input).toHaveValue('99,999,999,999,999.9');
    await user.clear(input);
    await user.type(input, '100000000000000');
    expect(input).toHaveValue('10,000,000,000,000');
  });

  it('honours a lower max', async () => {
    const { user, input } = setup({ max: '100' });
    await user.type(input, '1001');
    expect(input).toHaveValue('100');
  });

  it('pads to two decimals on blur', async () => {
    const { user, input, onValueChange } = setup();
    await user.type(input, '12.5');
    await user.tab();
    expect(input).toHaveValue('12.50');
    expect(onValueChange).toHaveBeenLastCalledWith('12.50', 1250n);
  });

  it('is uncontrolled with a default value and submits the plain decimal under its name', () => {
    const { container } = setup({ defaultValue: '1005.08', name: 'amount' });
    expect(screen.getByRole('textbox', { name: '金额' })).toHaveValue('1,005.08');
    expect(screen.getByTestId('money-input-capital')).toHaveTextContent('壹仟零伍元零捌分');
    expect(container.querySelector('input[type=hidden][name=amount]')).toHaveValue('1005.08');
  });

  it('is controlled: follows the parent and reverts what the parent refuses', async () => {
    function Parent({ accept }: { accept: boolean }) {
      const [amount, setAmount] = useState('10');
      return (
        <>
          <MoneyInput aria-label="金额" value={amount} onValueChange={(v) => accept && setAmount(v)} />
          <button type="button" onClick={() => setAmount('2000000')}>
            设为两百万
          </button>
          <output>{amount}</output>
        </>
      );
    }
    const user = userEvent.setup();
    const { unmount } = render(<Parent accept />);
    const input = screen.getByRole('textbox', { name: '金额' });
    await user.type(input, '00');
    expect(input).toHaveValue('1,000');
    expect(screen.getByRole('status')).toHaveTextContent('1000');
    await user.click(screen.getByRole('button', { name: '设为两百万' }));
    expect(input).toHaveValue('2,000,000');
    unmount();

    render(<Parent accept={false} />);
    const frozen = screen.getByRole('textbox', { name: '金额' });
    await user.type(frozen, '5');
    expect(frozen).toHaveValue('10');
  });

  it('refuses a paste that would exceed the maximum and keeps what was there', async () => {
    const { user, input } = setup({ defaultValue: '12' });
    await user.click(input);
    await user.paste('999999999999999');
    expect(input).toHaveValue('12');
  });

  it('with precision 0 takes whole yuan only and says so for a decimal point', async () => {
    const { user, input, onValueChange } = setup({ precision: 0 });
    await user.type(input, '1234');
    expect(onValueChange).toHaveBeenLastCalledWith('1234', 123400n);
    await user.type(input, '.5');
    expect(input).toHaveValue('1,234.5');
    expect(screen.getByRole('alert')).toHaveTextContent('金额须为整数');
    expect(onValueChange).toHaveBeenLastCalledWith('', null);
  });

  it('takes label, error and invalid state from a FormField', () => {
    render(
      <FormField label="融资金额" error="此处不能为空" required>
        <MoneyInput />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: /融资金额/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription(/此处不能为空/);
  });

  it('puts an addon on the amount row, after the unit and before the 大写 line', async () => {
    const onClick = vi.fn();
    const { user, input } = setup({
      defaultValue: '100',
      addon: (
        <button type="button" onClick={onClick}>
          自动分配
        </button>
      ),
    });
    const button = screen.getByRole('button', { name: '自动分配' });
    expect(button.parentElement).toBe(input.parentElement);
    expect(input.parentElement!.lastElementChild).toBe(button);
    expect(screen.getByTestId('money-input-capital')).not.toContainElement(button);
    await user.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  // Issue 28 item 5: −100 became 100.00, 1.234 became 1.23 and 0 read 请输入融资金额, all without a word.
  describe('refuses with a message and keeps what was typed', () => {
    it('a negative amount: 金额不能为负数, the minus kept, no amount', async () => {
      const { user, input, onValueChange } = setup({ defaultValue: '5' });
      await user.clear(input);
      await user.type(input, '-100');
      expect(input).toHaveValue('-100');
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByRole('alert')).toHaveTextContent('金额不能为负数');
      expect(onValueChange).toHaveBeenLastCalledWith('', null);
      await user.tab();
      expect(input).toHaveValue('-100');
      expect(screen.getByRole('alert')).toHaveTextContent('金额不能为负数');
    });

    it('a third decimal, typed or pasted: 最多两位小数, the digits kept; taking it back ends the refusal', async () => {
      const { user, input, onValueChange } = setup();
      await user.type(input, '1.234');
      expect(input).toHaveValue('1.234');
      expect(screen.getByRole('alert')).toHaveTextContent('最多两位小数');
      expect(onValueChange).toHaveBeenLastCalledWith('', null);
      await user.tab();
      expect(input).toHaveValue('1.234');
      await user.type(input, '{Backspace}');
      expect(input).toHaveValue('1.23');
      expect(screen.queryByRole('alert')).toBeNull();
      expect(onValueChange).toHaveBeenLastCalledWith('1.23', 123n);
      await user.clear(input);
      await user.paste('￥1,234.567元');
      expect(input).toHaveValue('1,234.567');
      expect(screen.getByRole('alert')).toHaveTextContent('最多两位小数');
    });

    it('0 where the amount must be positive: 金额须大于0 when the field is left', async () => {
      const { user, input, onValueChange } = setup({ positive: true });
      await user.type(input, '0');
      expect(screen.queryByRole('alert')).toBeNull();
      await user.tab();
      expect(input).toHaveValue('0.00');
      expect(screen.getByRole('alert')).toHaveTextContent('金额须大于0');
      expect(onValueChange).not.toHaveBeenCalledWith('0.00', 0n);
      await user.type(input, '{Backspace}{Backspace}{Backspace}{Backspace}0.5');
      expect(screen.queryByRole('alert')).toBeNull();
      expect(onValueChange).toHaveBeenLastCalledWith('0.5', 50n);
    });

    it('above the maximum: the keystroke is refused and the field says why', async () => {
      const { user, input } = setup({ max: '100' });
      await user.type(input, '1001');
      expect(input).toHaveValue('100');
      expect(screen.getByRole('alert')).toHaveTextContent('金额不能超过100.00元');
      await user.type(input, '{Backspace}');
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('in a FormField the field shows the refusal in place of its own error, and drops it once the text is taken', async () => {
      const onProblemChange = vi.fn();
      const user = userEvent.setup();
      render(
        <FormField label="融资金额" error="请输入融资金额" required>
          <MoneyInput onProblemChange={onProblemChange} />
        </FormField>,
      );
      const input = screen.getByRole('textbox', { name: /融资金额/ });
      await user.type(input, '-1');
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['金额不能为负数']);
      expect(input).toHaveAccessibleDescription(/金额不能为负数/);
      expect(onProblemChange).toHaveBeenLastCalledWith('金额不能为负数');
      await user.clear(input);
      await user.type(input, '1');
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['请输入融资金额']);
      expect(onProblemChange).toHaveBeenLastCalledWith(null);
    });
  });

  it('has no accessibility violations', async () => {
    const { container } = render(
      <>
        <label htmlFor="amt">融资金额</label>
        <MoneyInput id="amt" defaultValue="5000" />
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
