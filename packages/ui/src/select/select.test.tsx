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

  // Issue 28 item 9: a list of counterparties must not need scrolling through dozens of names.
  describe('searchable', () => {
    const banks = [
      { value: 'F1', label: '中国建设银行股份有限公司徐州分行' },
      { value: 'F2', label: '中国工商银行股份有限公司苏州分行' },
      { value: 'F3', label: '江苏银行股份有限公司徐州分行' },
    ];

    it('filters the options by what is typed, and Enter takes the first match', async () => {
      const onValueChange = vi.fn();
      const { user } = renderWithUser(<Select aria-label="金融机构" searchable options={banks} onValueChange={onValueChange} />);
      const trigger = screen.getByRole('combobox', { name: '金融机构' });
      trigger.focus();
      await user.keyboard('{Enter}');
      const search = await screen.findByRole('searchbox', { name: '搜索' });
      // A character typed on the list goes to the filter.
      await user.keyboard('徐');
      expect(search).toHaveValue('徐');
      await user.type(search, '州');
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['中国建设银行股份有限公司徐州分行', '江苏银行股份有限公司徐州分行']);
      await user.type(search, '江苏');
      expect(screen.queryAllByRole('option')).toHaveLength(0);
      expect(screen.getByRole('status')).toHaveTextContent('无匹配项');
      await user.clear(search);
      await user.type(search, '江苏');
      await user.keyboard('{Enter}');
      expect(onValueChange).toHaveBeenCalledWith('F3');
      expect(screen.queryByRole('listbox')).toBeNull();
      expect(trigger).toHaveTextContent('江苏银行股份有限公司徐州分行');
    });

    it('moves from the filter into the options with ↓ and picks with Enter; reopened, the whole list is back', async () => {
      const onValueChange = vi.fn();
      const { user } = renderWithUser(<Select aria-label="金融机构" searchable options={banks} onValueChange={onValueChange} />);
      await user.click(screen.getByRole('combobox', { name: '金融机构' }));
      await user.type(await screen.findByRole('searchbox', { name: '搜索' }), '中国');
      await user.keyboard('{ArrowDown}');
      expect(screen.getByRole('option', { name: '中国建设银行股份有限公司徐州分行' })).toHaveFocus();
      await user.keyboard('{ArrowDown}{Enter}');
      expect(onValueChange).toHaveBeenCalledWith('F2');
      await user.click(screen.getByRole('combobox', { name: '金融机构' }));
      expect(await screen.findAllByRole('option')).toHaveLength(3);
      expect(screen.getByRole('searchbox', { name: '搜索' })).toHaveValue('');
    });

    it('has no axe violations while open', async () => {
      const { user, container } = renderWithUser(<Select aria-label="金融机构" searchable options={banks} />);
      await user.click(screen.getByRole('combobox', { name: '金融机构' }));
      await screen.findByRole('searchbox');
      expect(await axeViolations(container.ownerDocument.body)).toEqual([]);
    });
  });
});
