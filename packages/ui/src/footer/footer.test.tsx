import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { sampleConfigA, sampleConfigB } from '../theme/fixtures';
import { ThemeProvider } from '../theme/theme-provider';
import { tokensFromConfig } from '../theme/tokens-from-config';
import { qrCodeDataUrl } from '../qr-code/qr-code';
import { Footer } from './footer';
import { footerQrVisible } from './footer-qr-visible';

const qrCodes = [
  { value: 'https://scf.example.com/app', label: '手机银行' },
  { value: 'https://mp.example.com/scf', label: '微信公众号' },
];

function renderFooter(config: Parameters<typeof tokensFromConfig>[0], showQr = false) {
  return render(
    <ThemeProvider tokens={tokensFromConfig(config)}>
      <Footer showQr={showQr} qrCodes={qrCodes} />
    </ThemeProvider>,
  );
}

describe('Footer', () => {
  it('layout A shows address, postcode, hotline, both copyrights and the records', () => {
    renderFooter(sampleConfigA);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveAttribute('data-layout', 'A');
    expect(footer).toHaveTextContent(`地址：${sampleConfigA.contactAddress}`);
    expect(footer).toHaveTextContent(`邮编：${sampleConfigA.postcode}`);
    expect(footer).toHaveTextContent(`客服热线：${sampleConfigA.hotline}`);
    expect(footer).toHaveTextContent(sampleConfigA.copyrightCn);
    expect(footer).toHaveTextContent(sampleConfigA.copyrightEn);
    expect(footer).toHaveTextContent(sampleConfigA.icpRegister);
    const record = screen.getByRole('link', { name: sampleConfigA.securityRegister });
    expect(record).toHaveAttribute('href', sampleConfigA.registerUrl);
    expect(record).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('layout B shows ownership, online service, hotline, address, copyright and records', () => {
    renderFooter(sampleConfigB);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveAttribute('data-layout', 'B');
    for (const text of [
      sampleConfigB.bottomDocOwnership,
      sampleConfigB.bottomDocOnline,
      sampleConfigB.bottomDocTel,
      sampleConfigB.bottomDocAddr,
      sampleConfigB.bottomDocCopyright,
      sampleConfigB.icprec,
    ]) {
      expect(footer).toHaveTextContent(text);
    }
    expect(screen.getByRole('link', { name: sampleConfigB.bottomDocSecRec })).toHaveAttribute('href', sampleConfigB.secRecUrl);
  });

  it('shows the QR codes only when showQr is true, drawn from the configured addresses', async () => {
    const { unmount } = renderFooter(sampleConfigA, false);
    expect(screen.queryByRole('img', { name: '手机银行二维码' })).toBeNull();
    unmount();
    renderFooter(sampleConfigA, true);
    const app = await screen.findByAltText('手机银行二维码');
    expect(app.getAttribute('src')).toBe(await qrCodeDataUrl('https://scf.example.com/app'));
    expect(await screen.findByAltText('微信公众号二维码')).toHaveAttribute('src', await qrCodeDataUrl('https://mp.example.com/scf'));
  });

  it.each([
    [sampleConfigA, false],
    [sampleConfigB, true],
    [null, false],
  ] as const)('has no axe violations', async (config, showQr) => {
    const { container } = renderFooter(config, showQr);
    if (showQr) await screen.findByAltText('手机银行二维码');
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('footerQrVisible', () => {
  const hosts = ['scf.example.com', 'scf-test.example.com'];

  it.each([
    ['scf.example.com', '/cv3/credit/core/index/operator', true],
    ['SCF-TEST.example.com:8443', '/cv3/my/message/index', true],
    ['scf.example.com', '/cv3/credit/guarantee/apply', false],
    ['scf.example.com', '/cv3/guarantee-detail', false],
    ['evil.example.com', '/cv3/credit/core/index/operator', false],
    ['scf.example.com.evil.com', '/cv3/', false],
    ['example.com', '/cv3/', false],
    ['', '/cv3/', false],
  ])('host %s path %s → %s', (host, path, visible) => {
    expect(footerQrVisible(host, path, hosts)).toBe(visible);
  });

  it('takes the page rule from the host', () => {
    expect(footerQrVisible('scf.example.com', '/cv3/abs/x', hosts, (p) => p.includes('/abs/'))).toBe(false);
    expect(footerQrVisible('scf.example.com', '/cv3/credit/guarantee', hosts, () => false)).toBe(true);
  });
});
