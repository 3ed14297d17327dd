import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from '../form-field/form-field';
import { axeViolations } from '../test/axe';
import { renderInForm, renderWithUser } from '../test/render';
import { Select } from './select';

const options = [
  { value: 'bank', label: '银行承兑' },
  { value: 'corp', label: '商业承兑' },
  { value: 'none', label: '不可选', disabled: true },
];

describe('Select', () => {
  it('shows the placeholder, opens with the keyboard and picks an option', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithUser(<Select aria-label="票据类型" options={options} onValueChange={onValueChange} />);
    const trigger = screen.getByRole('combobox', { name: '票据类型' });
    expect(trigger).toHaveTextContent('请选择');
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('option', { name: '不可选' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('option', { name: '商业承兑' }));
    expect(onValueChange).toHaveBeenCalledWith('corp');
    expect(trigger).toHaveTextContent('商业承兑');
  });

  // Issue 28 item 10: every dropdown opened wrote a <style> without the page's nonce, which a strict CSP blocks.
  it('gives the style element of its list the page’s CSP nonce', async () => {
    (globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ = 'bm9uY2U=';
    try {
      const { user } = renderWithUser(<Select aria-label="票据类型" options={options} />);
      await user.click(screen.getByRole('combobox', { name: '票据类型' }));
      const styles = [...document.querySelectorAll('style')].filter((s) => s.textContent?.includes('data-radix-select-viewport'));
      expect(styles.length).toBeGreaterThan(0);
      for (const style of styles) expect(style.nonce || style.getAttribute('nonce')).toBe('bm9uY2U=');
    } finally {
      delete (globalThis as { __webpack_nonce__?: string }).__webpack_nonce__;
    }
  });

  it('takes the label, description and invalid state of its FormField', () => {
    render(
      <FormField label="票据类型" help="按合同选择" error="请选择票据类型" required>
        <Select options={options} />
      </FormField>,
    );
    const trigger = screen.getByRole('combobox', { name: '票据类型' });
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAccessibleDescription('按合同选择 请选择票据类型');
  });

  it('works with react-hook-form register(): default value, validation, submit', async () => {
    const form = (initial?: string) =>
      renderInForm<{ kind: string }>({
        label: '票据类型',
        defaultValues: { kind: initial },
        field: (register) => <Select options={options} {...register('kind', { required: '请选择票据类型' })} />,
      });
    const { user, submit, onValid, unmount } = form();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('请选择票据类型');
    expect(screen.getByRole('combobox', { name: '票据类型' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('option', { name: '银行承兑' }));
    await submit();
    expect(onValid).toHaveBeenLastCalledWith({ kind: 'bank' }, expect.anything());
    unmount();
    form('corp');
    expect(screen.getByRole('combobox', { name: '票据类型' })).toHaveTextContent('商业承兑');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <FormField label="票据类型">
        <Select options={options} defaultValue="bank" />
      </FormField>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
