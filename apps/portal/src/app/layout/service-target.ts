import { BASE_PATH } from '@scf/api/contract';
import type { CustomerServiceConfig } from '@scf/api/contract';

/**
 * Where 在线客服 goes (spec §2, §8): a page of the platform itself (same origin, under the base path) opens in the
 * app; another address only over https, with the appId; anything else, or no usable config, is the fallback window.
 */
export type ServiceTarget = { kind: 'app'; to: string } | { kind: 'external'; url: string } | { kind: 'fallback' };

export function serviceTarget(config: CustomerServiceConfig | undefined, origin: string): ServiceTarget {
  if (!config?.enabled || !config.baseUrl) return { kind: 'fallback' };
  let url: URL;
  try {
    url = new URL(config.baseUrl, origin);
  } catch {
    return { kind: 'fallback' };
  }
  if (url.origin === origin && (url.pathname === BASE_PATH || url.pathname.startsWith(`${BASE_PATH}/`))) {
    return { kind: 'app', to: `${url.pathname.slice(BASE_PATH.length) || '/'}${url.search}` };
  }
  if (url.protocol !== 'https:') return { kind: 'fallback' };
  if (config.appId) url.searchParams.set('appId', config.appId);
  return { kind: 'external', url: url.href };
}

/** The address the 公众号 QR code encodes, when it is a web address (http or https). */
export function publicAccountUrl(config: CustomerServiceConfig | undefined): string | undefined {
  try {
    const url = new URL(config?.qrCodeUrl ?? '');
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
