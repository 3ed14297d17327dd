import { describe, expect, it, vi } from 'vitest';
import { CJK_CMAP_URLS } from './cjk-cmap-urls';
import { MissingCMapError, createCMapReaderFactory } from './cmap-reader';

describe('bundled CJK cMaps', () => {
  it('bundles the Simplified and Traditional Chinese maps pdf.js asks for', () => {
    for (const name of ['UniGB-UCS2-H', 'UniGB-UTF16-H', 'GBK-EUC-H', 'Adobe-GB1-UCS2', 'UniCNS-UCS2-H']) {
      expect(CJK_CMAP_URLS[name]).toMatch(new RegExp(`pdfjs-dist/cmaps/${name}\\.bcmap$`));
    }
  });

  it('answers pdf.js with packed bytes from the bundled url', async () => {
    const load = vi.fn(async () => new Uint8Array([1, 2, 3]));
    const Factory = createCMapReaderFactory({ 'UniGB-UCS2-H': '/assets/UniGB-UCS2-H-abc.bcmap' }, load);
    await expect(new Factory().fetch({ name: 'UniGB-UCS2-H' })).resolves.toEqual({ cMapData: new Uint8Array([1, 2, 3]), isCompressed: true });
    expect(load).toHaveBeenCalledWith('/assets/UniGB-UCS2-H-abc.bcmap');
  });

  it('refuses a map it does not ship, without fetching anything', async () => {
    const load = vi.fn(async () => new Uint8Array());
    const Factory = createCMapReaderFactory({}, load);
    await expect(new Factory().fetch({ name: '90ms-RKSJ-H' })).rejects.toBeInstanceOf(MissingCMapError);
    await expect(new Factory().fetch({ name: 'toString' })).rejects.toMatchObject({ code: 'PDF_CMAP_MISSING' });
    expect(load).not.toHaveBeenCalled();
  });
});
