import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiProvider } from '@scf/api';
import { BOOT_DATA_ID, ROLE } from '@scf/api/contract';
import { coreCorp, operatorUser } from '../../test/fixtures';
import { fakeClient } from '../../test/fake-client';
import type { FakeServer } from '../../test/fake-client';
import { AuthProvider } from './auth-provider';
import type { AuthValue } from './auth-context';
import { createUnauthorizedBridge } from './unauthorized-bridge';
import { useAuth } from './use-auth';

let current: AuthValue | null = null;
function Probe() {
  current = useAuth();
  const { pathname, search } = useLocation();
  return <output aria-label="where">{`${pathname}${search}`}</output>;
}

function renderSession(server: Partial<FakeServer> = {}, at = '/credit/core/index/operator', boot?: { signedIn: boolean }) {
  if (boot) {
    const block = document.createElement('script');
    block.id = BOOT_DATA_ID;
    block.type = 'application/json';
    block.textContent = JSON.stringify({ platform: null, param: null, ...boot });
    document.head.append(block);
  }
  const fake = fakeClient(server);
  const bridge = createUnauthorizedBridge();
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ApiProvider client={fake.client}>
        <MemoryRouter initialEntries={[at]}>
          <AuthProvider client={fake.client} unauthorized={bridge}>
            <Routes>
              <Route path="*" element={<Probe />} />
            </Routes>
          </AuthProvider>
        </MemoryRouter>
      </ApiProvider>
    </SWRConfig>,
  );
  return { ...fake, bridge, session: () => current! };
}

afterEach(() => {
  document.getElementById(BOOT_DATA_ID)?.remove();
  current = null;
  localStorage.clear();
});

describe('AuthProvider (spec §3, §4, §5)', () => {
  it('keeps the current role through the storage allowlist and enables switching with two roles', async () => {
    const { session } = renderSession();
    await waitFor(() => expect(session().status).toBe('authenticated'));
    expect(session().role).toMatchObject({ currentRole: ROLE.operator, canSwitch: true, label: '经办' });
    expect(session().permissions.has('/credit/core/index/operator')).toBe(true);
    expect(session().menuPerms.has('credit:issue:add')).toBe(true);
    await waitFor(() => expect(localStorage.getItem('scf.role')).toBe(ROLE.operator));
  });

  it('stores no role for ROLE_CORP_DEFAULT (no real role)', async () => {
    localStorage.setItem('scf.role', ROLE.director);
    const { session } = renderSession({ user: { ...operatorUser, authorities: [ROLE.corpDefault] } });
    await waitFor(() => expect(session().status).toBe('authenticated'));
    expect(session().role).toMatchObject({ currentRole: null, canSwitch: false });
    await waitFor(() => expect(localStorage.getItem('scf.role')).toBeNull());
  });

  it('exchanges the session cookie for the bearer token before loading the session (new tab, reload)', async () => {
    const { session, client, on } = renderSession();
    await waitFor(() => expect(session().status).toBe('authenticated'));
    expect(client.setToken).toHaveBeenCalledWith('t'.repeat(43));
    expect(on.auth.token.mock.invocationCallOrder[0]).toBeLessThan(on.auth.userInfo.mock.invocationCallOrder[0]!);
  });

  it('is anonymous when the server answers 401', async () => {
    const { session } = renderSession({ user: null }, '/login/login');
    await waitFor(() => expect(session().status).toBe('anonymous'));
    expect(session().session).toBeNull();
    expect(screen.getByLabelText('where')).toHaveTextContent('/login/login');
  });

  // Issue 28 item 10: a 401 from /uaa/v1/security/token on every anonymous page load and every login page.
  it('asks nothing when the page says its session is a visitor’s: anonymous at once, no 401 to log', async () => {
    const { session, on } = renderSession({ user: null }, '/login/login', { signedIn: false });
    await waitFor(() => expect(session().status).toBe('anonymous'));
    expect(on.auth.token).not.toHaveBeenCalled();
    expect(on.auth.userInfo).not.toHaveBeenCalled();
  });

  it('fetches the token when the page says its session is signed in (a new tab, a reload)', async () => {
    const { session, on } = renderSession({}, '/credit/core/index/operator', { signedIn: true });
    await waitFor(() => expect(session().status).toBe('authenticated'));
    expect(on.auth.token).toHaveBeenCalledTimes(1);
  });

  it('on a 401 elsewhere, clears the session and goes to login with the return address', async () => {
    const { session, bridge, client } = renderSession();
    await waitFor(() => expect(session().status).toBe('authenticated'));
    act(() => bridge.notify('/cv3/credit/core/index/operator'));
    await waitFor(() => expect(session().status).toBe('anonymous'));
    expect(client.setToken).toHaveBeenCalledWith(null);
    expect(screen.getByLabelText('where')).toHaveTextContent(`/login/login?returnUrl=${encodeURIComponent('/cv3/credit/core/index/operator')}`);
  });

  it('stays on public pages and unknown paths on a 401', async () => {
    const { session, bridge } = renderSession({ user: null }, '/no/such/page');
    await waitFor(() => expect(session().status).toBe('anonymous'));
    act(() => bridge.notify('/cv3/no/such/page'));
    expect(screen.getByLabelText('where')).toHaveTextContent(/^\/no\/such\/page$/);
  });

  it('reports the first failing message when the session cannot load', async () => {
    const fake = renderSession({ corp: coreCorp });
    await waitFor(() => expect(fake.session().status).toBe('authenticated'));
    fake.on.auth.corpInfo.mockRejectedValueOnce(new Error('企业信息查询失败'));
    await act(() => fake.session().reload());
    expect(fake.session()).toMatchObject({ status: 'error', error: '企业信息查询失败' });
  });
});
