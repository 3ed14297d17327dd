import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { platformConfigA } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('shell right bar: customer service', () => {
  // The fallback window is a lazy chunk now; it must still open, show the hotline and close.
  it('opens the spec §8 fallback window with the hotline when the service is off, and closes it', async () => {
    const user = userEvent.setup();
    renderApp('/cv3/credit/core/index/operator', { platform: platformConfigA });
    await screen.findByRole('heading', { name: '核心企业经办首页' });
    // The header shows the config's slogan once it loaded: the hotline comes from the same config.
    await screen.findByText('徐工供应链金融');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // The bar is a chunk of its own, shown just after the first paint.
    await user.click(await screen.findByRole('button', { name: '在线客服' }));
    const dialog = await screen.findByRole('alertdialog', { name: '在线客服' });
    expect(dialog).toHaveTextContent('400-000-0000');
    await user.click(within(dialog).getByRole('button', { name: '知道了' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
