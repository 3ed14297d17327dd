import { render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { ApiProvider } from '@scf/api';
import { ThemeProvider, defaultTokens, qrCodeDataUrl } from '@scf/ui';
import { fakeClient } from '../../test/fake-client';
import { ShellFooter } from './shell-footer';

function renderFooter(host: string, pathname: string) {
  const fake = fakeClient();
  fake.on.config.customerService.mockImplementation(async () => ({ enabled: true, qrCodeUrl: 'https://mp.example.com/scf', baseUrl: '', appId: '' }));
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ApiProvider client={fake.client}>
        <ThemeProvider tokens={defaultTokens}>
          <ShellFooter host={host} pathname={pathname} />
        </ThemeProvider>
      </ApiProvider>
    </SWRConfig>,
  );
  return fake;
}

describe('shell footer QR codes (spec §2)', () => {
  it('draws the configured 公众号 address on a listed host', async () => {
    renderFooter('www.ccbscf.com', '/credit/core/index/operator');
    expect(await screen.findByAltText('公众号二维码')).toHaveAttribute('src', await qrCodeDataUrl('https://mp.example.com/scf'));
  });

  it('shows none on other hosts or guarantee pages, without asking for the config', () => {
    for (const [host, path] of [
      ['localhost:8080', '/credit/core/index/operator'],
      ['www.ccbscf.com', '/credit/guarantee/apply'],
    ] as const) {
      const fake = renderFooter(host, path);
      expect(screen.queryByRole('img')).toBeNull();
      expect(fake.on.config.customerService).not.toHaveBeenCalled();
    }
  });
});
