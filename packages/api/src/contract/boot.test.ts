import { describe, expect, it } from 'vitest';
import { BOOT_DATA_ID, bootDataElement, readBootData } from './boot';
import type { BootData } from './boot';

const platform = {
  variant: 'A',
  tempId: '1',
  loginUrl: '/login/login',
  platformType: 'CCBSCF',
  isOrgLogin: true,
  platformLogo: '',
  topSlogan: '</script><!-- $& 口号',
  topBarColor: '#fff',
  topBarWordColor: '#000',
  tailBarColor: '#fff',
  tailBarWordColor: '#000',
  hotline: '400',
  contactAddress: '',
  postcode: '',
  onlineService: '',
  copyrightCn: '',
  copyrightEn: '',
  securityRegister: '',
  registerUrl: '',
  icpRegister: '',
} as const;

/** A document holding just the element's text, as the browser would parse it. */
function docOf(html: string): Pick<Document, 'getElementById'> {
  const m = /^<script id="([^"]+)" type="application\/json">(.*)<\/script>$/s.exec(html);
  return { getElementById: (id: string) => (m && m[1] === id ? ({ textContent: m[2] } as HTMLElement) : null) };
}

describe('boot data in index.html', () => {
  it('round-trips the configs through the data block, a hostile slogan included', () => {
    const data: BootData = { platform, param: null };
    const html = bootDataElement(data);
    expect(html.startsWith(`<script id="${BOOT_DATA_ID}" type="application/json">`)).toBe(true);
    // Nothing inside can close the element or open a comment.
    expect(html.slice(0, -'</script>'.length).slice(1)).not.toContain('<');
    expect(readBootData(docOf(html))).toEqual(data);
  });

  it('is null when the page has none, or it is not JSON, or it does not match the schema', () => {
    expect(readBootData({ getElementById: () => null })).toBeNull();
    expect(readBootData(docOf(`<script id="${BOOT_DATA_ID}" type="application/json">{oops</script>`))).toBeNull();
    expect(readBootData(docOf(`<script id="${BOOT_DATA_ID}" type="application/json">{"platform":{"variant":"C"},"param":null}</script>`))).toBeNull();
  });

  it('refuses to write data that does not match the schema', () => {
    expect(() => bootDataElement({ platform: { variant: 'C' }, param: null } as unknown as BootData)).toThrow();
  });
});
