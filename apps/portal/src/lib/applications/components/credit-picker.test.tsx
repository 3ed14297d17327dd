import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { credit } from '../test/credit-fixtures';
import { renderCreditPage } from '../test/render-credit-page';
import { CreditPicker } from './credit-picker';

/** The picker inside an application form, as the transfer, return and finance forms hold it. */
const submitted = vi.fn();
function FormWithPicker() {
  return (
    <form
      aria-label="转让申请"
      onSubmit={(e) => {
        e.preventDefault();
        submitted();
      }}
    >
      <CreditPicker scope="transferable" label="可转让凭证" value={[]} onChange={() => undefined} emptyText="暂无可转让的凭证" />
    </form>
  );
}

describe('the credit picker inside an application form', () => {
  it('searches by 凭证编号 on Enter and on 查询, and never submits the form around it (no form inside a form)', async () => {
    const { user, sent } = renderCreditPage(FormWithPicker, {
      at: '/credit/chain/transfer/apply',
      server: { credits: { rows: [credit()], total: 1 } },
    });
    const search = await screen.findByRole('search', { name: '可转让凭证查询' });
    expect(search.tagName).not.toBe('FORM');
    await user.type(within(search).getByRole('textbox', { name: '凭证编号' }), 'XG2025{Enter}');
    await vi.waitFor(() => expect(sent('credits').at(-1)).toMatchObject({ filters: { creditNo: 'XG2025' } }));
    await user.clear(within(search).getByRole('textbox', { name: '凭证编号' }));
    await user.type(within(search).getByRole('textbox', { name: '凭证编号' }), 'XG2026');
    await user.click(within(search).getByRole('button', { name: '查询' }));
    await vi.waitFor(() => expect(sent('credits').at(-1)).toMatchObject({ filters: { creditNo: 'XG2026' } }));
    expect(submitted).not.toHaveBeenCalled();
  });
});
