import { CJK_CMAP_URLS } from './cjk-cmap-urls';

/** A PDF asked for a character map we do not ship (see cjk-cmap-urls.ts). */
export class MissingCMapError extends Error {
  override readonly name = 'MissingCMapError';
  readonly code = 'PDF_CMAP_MISSING';
  constructor(readonly cMapName: string) {
    super(`CMap ${cMapName} is not bundled`);
  }
}

type FetchBinary = (url: string) => Promise<Uint8Array>;

async function fetchBinary(url: string): Promise<Uint8Array> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`CMap fetch failed: ${res.status}`);
  return new Uint8Array(await res.arrayBuffer());
}

/**
 * pdf.js's `CMapReaderFactory` contract (`fetch({name})` → packed bytes), answered from the bundled URL table
 * instead of `cMapUrl + name`: a directory URL cannot be bundled, while each map file can.
 */
export function createCMapReaderFactory(urls: Readonly<Record<string, string>> = CJK_CMAP_URLS, load: FetchBinary = fetchBinary) {
  return class BundledCMapReaderFactory {
    async fetch({ name }: { name: string }): Promise<{ cMapData: Uint8Array; isCompressed: boolean }> {
      const url = Object.hasOwn(urls, name) ? urls[name] : undefined;
      if (!url) throw new MissingCMapError(name);
      return { cMapData: await load(url), isCompressed: true };
    }
  };
}
