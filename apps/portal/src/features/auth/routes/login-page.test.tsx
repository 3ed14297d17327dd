import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { goExternal } from '../../../lib/navigation/go-external';
import { platformConfigA } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

vi.mock('../../../lib/navigation/go-external', () => ({ goExternal: vi.fn() }));

afterEach(() => vi.mocked(goExternal).mockClear());

describe('login page and the configured login URL (spec §2)', () => {
  it('redirects to an allow-listed external login page', async () => {
    renderApp('/cv3/login/login', { user: null, platform: { ...platformConfigA, loginUrl: 'https://sso.ccbscf.com/login' } });
    await waitFor(() => expect(goExternal).toHaveBeenCalledWith('https://sso.ccbscf.com/login'));
  });

  it('stays on its own login page for a host that is not allow-listed', async () => {
    const { on } = renderApp('/cv3/login/login', { user: null, platform: { ...platformConfigA, loginUrl: 'https://evil.example/login' } });
    // The header slogan comes from the same config, and the frame shows before the page: once both the slogan and
    // the form show, the page has seen the login URL.
    expect(await screen.findByText('徐工供应链金融')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '登录' })).toBeInTheDocument();
    expect(on.config.platform).toHaveBeenCalled();
    expect(goExternal).not.toHaveBeenCalled();
  });

  it('stays when the config names our own login page', async () => {
    const { on } = renderApp('/cv3/login/login', { user: null, platform: platformConfigA });
    expect(await screen.findByText('徐工供应链金融')).toBeInTheDocument();
    expect(await screen.findByLabelText('用户名')).toBeInTheDocument();
    expect(on.config.platform).toHaveBeenCalled();
    expect(goExternal).not.toHaveBeenCalled();
  });
});
