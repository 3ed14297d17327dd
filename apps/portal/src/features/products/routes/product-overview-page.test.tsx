import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { platformConfigA } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const PAGE = '/cv3/product/overview';

describe('更多产品 (/product/overview)', () => {
  it('lists the platform’s products with their open state', async () => {
    renderApp(PAGE, { platform: platformConfigA });
    const list = await screen.findByRole('list', { name: '产品列表' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    const [credit, voucher, edt] = within(list).getAllByRole('listitem');
    expect(credit).toHaveAccessibleName('电子债权凭证');
    expect(credit).toHaveTextContent('已开通');
    // The payment-pass name comes from the dictionary.
    expect(voucher).toHaveAccessibleName('支付通');
    expect(voucher).toHaveTextContent('已开通');
    // EDT: the corporation has not opened it and the user is not on the whitelist.
    expect(edt).toHaveTextContent('未开通');
  });

  it('opens an opened product at its home and sends an unopened one to the client manager page', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(PAGE, { platform: platformConfigA });
    await user.click(await screen.findByRole('button', { name: '进入产品 电子债权凭证' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cv3/credit/core/index/operator'));
    // The router's state moves before React shows the page (a transition): until the home page is on screen, the
    // overview being left is still there, and its 申请开通 (about to be removed) is what the query below would find.
    await screen.findByRole('heading', { level: 1, name: '核心企业经办首页' });
    await router.navigate('/product/overview');
    await user.click(await screen.findByRole('button', { name: /^申请开通 / }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cv3/error-page/contact-manager-open-product'));
    expect(await screen.findByText('请联系客户经理开通产品')).toBeInTheDocument();
  });

  it('shows no products when the platform config fails (spec §8)', async () => {
    renderApp(PAGE);
    expect(await screen.findByText('暂无可用产品')).toBeInTheDocument();
  });
});
