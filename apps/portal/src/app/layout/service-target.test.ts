import { describe, expect, it } from 'vitest';
import { publicAccountUrl, serviceTarget } from './service-target';

const origin = 'https://www.ccbscf.com';
const config = (baseUrl: string, enabled = true) => ({ enabled, baseUrl, appId: 'scf-corp-web', qrCodeUrl: '' });

describe('customer-service target', () => {
  it('opens a page of the platform in the app', () => {
    expect(serviceTarget(config('/cv3/help/index?dialog=service'), origin)).toEqual({ kind: 'app', to: '/help/index?dialog=service' });
    expect(serviceTarget(config('https://www.ccbscf.com/cv3/help/index'), origin)).toEqual({ kind: 'app', to: '/help/index' });
  });

  it('opens an https chat with the appId, and nothing else', () => {
    expect(serviceTarget(config('https://im.example.cn/chat'), origin)).toEqual({ kind: 'external', url: 'https://im.example.cn/chat?appId=scf-corp-web' });
    for (const bad of ['http://im.example.cn/chat', 'javascript:alert(1)', 'data:text/html,x', 'ftp://im.example.cn/cv3/x']) {
      expect(serviceTarget(config(bad), origin)).toEqual({ kind: 'fallback' });
    }
  });

  it('falls back without a config, when disabled or without an address', () => {
    expect(serviceTarget(undefined, origin)).toEqual({ kind: 'fallback' });
    expect(serviceTarget(config('/cv3/help/index', false), origin)).toEqual({ kind: 'fallback' });
    expect(serviceTarget(config(''), origin)).toEqual({ kind: 'fallback' });
  });

  it('encodes only a web address as the 公众号 QR code', () => {
    expect(publicAccountUrl({ ...config(''), qrCodeUrl: 'https://mp.example.com/x' })).toBe('https://mp.example.com/x');
    expect(publicAccountUrl({ ...config(''), qrCodeUrl: '/cv3/static/qr.png' })).toBeUndefined();
    expect(publicAccountUrl({ ...config(''), qrCodeUrl: 'javascript:alert(1)' })).toBeUndefined();
    expect(publicAccountUrl(undefined)).toBeUndefined();
  });
});
