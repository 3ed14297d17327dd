import type { ThemeTokens } from './theme-tokens';

/** The shapes of spec §3 a config can have: platform config variant A or B, or the page configuration. */
export type ConfigKind = 'A' | 'B' | 'page';

/** Tokens that hold text (colours, URLs and texts), i.e. every token a config field can set. */
export type TextToken = Exclude<{ [K in keyof ThemeTokens]: ThemeTokens[K] extends string ? K : never }[keyof ThemeTokens], 'footerLayout'>;

/** Template 1's footer: variant A and the page config carry these under the same names. */
const TEMPLATE_ONE_FOOTER = {
  hotline: 'hotline',
  address: 'contactAddress',
  postcode: 'postcode',
  copyrightCn: 'copyrightCn',
  copyrightEn: 'copyrightEn',
  securityRecord: 'securityRegister',
  securityRecordUrl: 'registerUrl',
  icpRecord: 'icpRegister',
} as const;

/**
 * Which spec §3 field sets which token, per shape. One table serves both the theme (tokensFromConfig) and the
 * recognition of the shape (readPlatformConfig), so the field names ship once.
 */
export const TOKEN_FIELDS: Record<ConfigKind, Partial<Record<TextToken, string>>> = {
  A: {
    ...TEMPLATE_ONE_FOOTER,
    topBarColor: 'topBarColor',
    topBarTextColor: 'topBarWordColor',
    bottomBarColor: 'tailBarColor',
    bottomBarTextColor: 'tailBarWordColor',
    logoUrl: 'platformLogo',
    slogan: 'topSlogan',
    onlineService: 'onlineService',
  },
  B: {
    topBarColor: 'topBackgroundColor',
    topBarTextColor: 'topTextColor',
    bottomBarColor: 'bottomBackgroundColor',
    bottomBarTextColor: 'bottomTextColor',
    slogan: 'topDocSlogan',
    hotline: 'bottomDocTel',
    address: 'bottomDocAddr',
    ownership: 'bottomDocOwnership',
    copyrightCn: 'bottomDocCopyright',
    securityRecord: 'bottomDocSecRec',
    securityRecordUrl: 'secRecUrl',
    icpRecord: 'icprec',
    onlineService: 'bottomDocOnline',
  },
  page: { ...TEMPLATE_ONE_FOOTER, bottomBarTextColor: 'tailBarWordColor', logoUrl: 'logoUrl' },
};

/** Spec §3 fields of one shape only that set no token: they help tell the shapes apart. */
export const MARKER_FIELDS: Record<ConfigKind, string[]> = {
  A: ['platformType', 'isOrgLogin'],
  B: ['opshort', 'corpName', 'authConfirmFile'],
  page: ['isRT'],
};
