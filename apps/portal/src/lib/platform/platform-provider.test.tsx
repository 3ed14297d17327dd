import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { ApiProvider } from '@scf/api';
import { defaultTokens, tokensFromConfig } from '@scf/ui';
import { platformConfigA } from '../../test/fixtures';
import { fakeClient } from '../../test/fake-client';
import type { FakeServer } from '../../test/fake-client';
import { AuthProvider, createUnauthorizedBridge } from '../auth';
import type { PlatformValue } from './platform-context';
import { PlatformProvider } from './platform-provider';
import { useAvailableProducts } from './use-available-products';
import { usePlatform } from './use-platform';

let current: { platform: PlatformValue; products: string[] } | null = null;
function Probe() {
  current = { platform: usePlatform(), products: useAvailableProducts() };
  return null;
}

function renderPlatform(server: Partial<FakeServer>) {
  const fake = fakeClient(server);
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ApiProvider client={fake.client}>
        <PlatformProvider>
          <MemoryRouter>
            <AuthProvider client={fake.client} unauthorized={createUnauthorizedBridge()}>
              <Probe />
            </AuthProvider>
          </MemoryRouter>
        </PlatformProvider>
      </ApiProvider>
    </SWRConfig>,
  );
  return { ...fake, read: () => current! };
}

describe('PlatformProvider (spec §3, §8)', () => {
  it('uses the spec §8 default platform config and an empty product list when the config call fails', async () => {
    const { read, on } = renderPlatform({ platform: new Error('boom'), platformName: '' });
    await waitFor(() => expect(read().platform.configFailed).toBe(true));
    expect(on.config.platform).toHaveBeenCalled();
    expect(read().platform.settings).toEqual({ tempId: '1', loginUrl: '/login/login', platformType: 'CCBSCF', isOrgLogin: true });
    expect(read().platform.tokens).toEqual(tokensFromConfig(null));
    expect(read().platform.tokens).toEqual(defaultTokens);
    expect(read().products).toEqual([]);
  });

  it("names the platform (the logo's alt text) after the parameter record", async () => {
    const { read, on } = renderPlatform({ platform: new Error('boom'), platformName: '建信融通供应链金融服务平台' });
    await waitFor(() => expect(read().platform.tokens.platformName).toBe('建信融通供应链金融服务平台'));
    expect(on.config.value).toHaveBeenCalled();
  });

  it('themes from the platform config and lists the available products when it loads', async () => {
    const { read } = renderPlatform({ platform: platformConfigA });
    await waitFor(() => expect(read().platform.config).not.toBeNull());
    expect(read().platform.settings.platformType).toBe('XUGONG');
    await waitFor(() => expect(read().platform.tokens).toEqual({ ...tokensFromConfig(platformConfigA), platformName: '建信融通供应链金融服务平台' }));
    // EDT is dropped: the corporation has not opened it and the user is not on the EDT whitelist.
    await waitFor(() => expect(read().products).toEqual(['CREDIT', 'VOUCHER']));
  });
});
