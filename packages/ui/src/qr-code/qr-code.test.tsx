import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { QrCode, qrCodeDataUrl } from './qr-code';

describe('QrCode', () => {
  it('makes an SVG data URL that encodes the value', async () => {
    const url = await qrCodeDataUrl('https://scf.example.com/app');
    expect(url.startsWith('data:image/svg+xml')).toBe(true);
    const svg = decodeURIComponent(url.slice(url.indexOf(',') + 1));
    expect(svg).toMatch(/^<svg/);
    expect(svg).not.toBe(decodeURIComponent((await qrCodeDataUrl('other')).split(',')[1] ?? ''));
  });

  it('renders an image with the alt text and size', async () => {
    render(<QrCode value="https://scf.example.com/app" alt="扫码下载 App" size={96} />);
    // Before the code is ready a sized placeholder already carries the name.
    expect(screen.getByRole('img', { name: '扫码下载 App' })).toHaveAttribute('aria-busy', 'true');
    const img = await screen.findByAltText('扫码下载 App');
    expect(img).toHaveAttribute('width', '96');
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  it('has no axe violations', async () => {
    const { container } = render(<QrCode value="x" alt="公众号二维码" />);
    await screen.findByAltText('公众号二维码');
    expect(await axeViolations(container)).toEqual([]);
  });
});
