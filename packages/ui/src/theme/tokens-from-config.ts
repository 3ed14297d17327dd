import type { PageConfig, PlatformConfig, PlatformConfigA, PlatformConfigB } from '@scf/api/contract';
import { isSafeColor, isSafeUrl } from './safe-values';
import { defaultTokens } from './theme-tokens';
import type { ThemeTokens } from './theme-tokens';

/** Empty and missing config fields mean "not configured": the default applies. */
function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

function color(value: unknown, fallback: string): string {
  const v = text(value, fallback);
  return isSafeColor(v) ? v : fallback;
}

function url(value: unknown, fallback: string): string {
  const v = text(value, fallback);
  return isSafeUrl(v) ? v : fallback;
}

/** The footer fields variant A and the page config share, under the same names (template 1's footer). */
type TemplateOneFooter = Partial<
  Record<'hotline' | 'contactAddress' | 'postcode' | 'copyrightCn' | 'copyrightEn' | 'securityRegister' | 'registerUrl' | 'icpRegister', unknown>
>;

function templateOneFooter(c: TemplateOneFooter, d: ThemeTokens) {
  return {
    hotline: text(c.hotline, d.hotline),
    address: text(c.contactAddress, d.address),
    postcode: text(c.postcode, d.postcode),
    copyrightCn: text(c.copyrightCn, d.copyrightCn),
    copyrightEn: text(c.copyrightEn, d.copyrightEn),
    securityRecord: text(c.securityRegister, d.securityRecord),
    securityRecordUrl: url(c.registerUrl, d.securityRecordUrl),
    icpRecord: text(c.icpRegister, d.icpRecord),
  };
}

function fromVariantA(c: PlatformConfigA, d: ThemeTokens): ThemeTokens {
  return {
    ...d,
    ...templateOneFooter(c, d),
    topBarColor: color(c.topBarColor, d.topBarColor),
    topBarTextColor: color(c.topBarWordColor, d.topBarTextColor),
    bottomBarColor: color(c.tailBarColor, d.bottomBarColor),
    bottomBarTextColor: color(c.tailBarWordColor, d.bottomBarTextColor),
    logoUrl: url(c.platformLogo, d.logoUrl),
    slogan: text(c.topSlogan, d.slogan),
    onlineService: text(c.onlineService, d.onlineService),
    footerLayout: 'A',
  };
}

function fromVariantB(c: PlatformConfigB, d: ThemeTokens): ThemeTokens {
  return {
    ...d,
    topBarColor: color(c.topBackgroundColor, d.topBarColor),
    topBarTextColor: color(c.topTextColor, d.topBarTextColor),
    bottomBarColor: color(c.bottomBackgroundColor, d.bottomBarColor),
    bottomBarTextColor: color(c.bottomTextColor, d.bottomBarTextColor),
    slogan: text(c.topDocSlogan, d.slogan),
    hotline: text(c.bottomDocTel, d.hotline),
    address: text(c.bottomDocAddr, d.address),
    ownership: text(c.bottomDocOwnership, d.ownership),
    copyrightCn: text(c.bottomDocCopyright, d.copyrightCn),
    securityRecord: text(c.bottomDocSecRec, d.securityRecord),
    securityRecordUrl: url(c.secRecUrl, d.securityRecordUrl),
    icpRecord: text(c.icprec, d.icpRecord),
    onlineService: text(c.bottomDocOnline, d.onlineService),
    footerLayout: 'B',
  };
}

function fromPageConfig(c: PageConfig, d: ThemeTokens): ThemeTokens {
  return {
    ...d,
    ...templateOneFooter(c, d),
    bottomBarTextColor: color(c.tailBarWordColor, d.bottomBarTextColor),
    logoUrl: url(c.logoUrl, d.logoUrl),
    // Template 2 of the page config draws the second footer layout; template 1 (the default) the first.
    footerLayout: text(c.tempId, '1') === '2' ? 'B' : 'A',
  };
}

/**
 * Theme tokens for a platform config (variant A or B), a page config, or nothing (the config call failed: spec §8
 * defaults). Pure: the same config always gives the same tokens; invalid colours and unsafe URLs fall back.
 */
export function tokensFromConfig(
  config: PlatformConfig | PageConfig | null | undefined,
  base: ThemeTokens = defaultTokens,
): ThemeTokens {
  if (config == null || typeof config !== 'object') return { ...base };
  if ('variant' in config) {
    if (config.variant === 'A') return fromVariantA(config, base);
    if (config.variant === 'B') return fromVariantB(config, base);
    return { ...base };
  }
  return fromPageConfig(config, base);
}
