/** Footer layout: 'A' is template 1 (platform config variant A, page config), 'B' is platform config variant B. */
export type FooterLayout = 'A' | 'B';

/**
 * Every visual token and platform text of the shell, in one flat object so it maps 1:1 to CSS variables and to the
 * styled-components theme. Built by `tokensFromConfig` from the platform config (variant A or B), the page config
 * or the spec §8 defaults.
 */
export interface ThemeTokens {
  /** Background colour of the top bar (header). Variant A `topBarColor`, variant B `topBackgroundColor`. */
  topBarColor: string;
  /** Text colour of the top bar. Variant A `topBarWordColor`, variant B `topTextColor`. */
  topBarTextColor: string;
  /** Background colour of the bottom bar (footer). Variant A `tailBarColor`, variant B `bottomBackgroundColor`. */
  bottomBarColor: string;
  /** Text colour of the bottom bar. `tailBarWordColor` (variant A and page config), variant B `bottomTextColor`. */
  bottomBarTextColor: string;
  /** Brand / primary colour: primary buttons, links, focus rings, the right bar. */
  primaryColor: string;
  /** Primary colour on hover and while pressed. */
  primaryHoverColor: string;
  /** Text drawn on the primary colour. */
  onPrimaryColor: string;
  /** Body text colour. */
  textColor: string;
  /** Secondary text: help texts, labels of lesser weight. */
  textSecondaryColor: string;
  /** Errors, the unread-message dot and destructive actions. */
  dangerColor: string;
  /** Borders of inputs, cards and dividers. */
  borderColor: string;
  /** Page and surface background. */
  surfaceColor: string;
  /** Corner radius of buttons, inputs and dialogs, in px. */
  radius: number;
  /** Base spacing unit in px; layouts use multiples of it. */
  spacing: number;
  /** Small font size (help texts, footer), px. */
  fontSizeSm: number;
  /** Body font size, px. */
  fontSizeMd: number;
  /** Titles of dialogs and cards, px. */
  fontSizeLg: number;
  /** The header slogan, px. */
  fontSizeXl: number;
  /** Font stack with CJK fonts first-class. */
  fontFamily: string;
  /**
   * The platform's name: the logo's text alternative and the home link's name. The parameter record's
   * `platformName` (loadValueConfig); neither config variant carries one, so a host passes it in `base`.
   */
  platformName: string;
  /** Logo image URL; empty draws the slogan alone. Variant A `platformLogo`, page config `logoUrl`. */
  logoUrl: string;
  /** Slogan beside the logo. Variant A `topSlogan`, variant B `topDocSlogan`. */
  slogan: string;
  /** Service hotline. `hotline`, variant B `bottomDocTel`. */
  hotline: string;
  /** Contact address. `contactAddress`, variant B `bottomDocAddr`. */
  address: string;
  /** Postcode (layout A only). */
  postcode: string;
  /** Ownership line of layout B (`bottomDocOwnership`), e.g. the operating bank. */
  ownership: string;
  /** Chinese copyright line. `copyrightCn`, variant B `bottomDocCopyright`. */
  copyrightCn: string;
  /** English copyright line (layout A). */
  copyrightEn: string;
  /** Public-security record text. `securityRegister`, variant B `bottomDocSecRec`. */
  securityRecord: string;
  /** Link of the public-security record (https only). `registerUrl`, variant B `secRecUrl`. */
  securityRecordUrl: string;
  /** ICP record text. `icpRegister`, variant B `icprec`. */
  icpRecord: string;
  /** Online-service text of the footer. `onlineService`, variant B `bottomDocOnline`. */
  onlineService: string;
  /** Which footer layout to draw. */
  footerLayout: FooterLayout;
}

/**
 * The tokens used when the platform config call fails (spec §8: template 1, CCBSCF); also the fallback for every
 * empty or invalid field of a config.
 */
export const defaultTokens: ThemeTokens = Object.freeze({
  topBarColor: '#ffffff',
  topBarTextColor: '#1f2329',
  bottomBarColor: '#2b2f36',
  bottomBarTextColor: '#c9cdd4',
  primaryColor: '#0958d9',
  primaryHoverColor: '#003eb3',
  onPrimaryColor: '#ffffff',
  textColor: '#1f2329',
  textSecondaryColor: '#646a73',
  dangerColor: '#cf1322',
  borderColor: '#d9d9d9',
  surfaceColor: '#ffffff',
  radius: 4,
  spacing: 8,
  fontSizeSm: 12,
  fontSizeMd: 14,
  fontSizeLg: 16,
  fontSizeXl: 20,
  fontFamily: "'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', system-ui, sans-serif",
  platformName: '供应链金融服务平台',
  logoUrl: '',
  slogan: '供应链金融服务平台',
  hotline: '',
  address: '',
  postcode: '',
  ownership: '',
  copyrightCn: '',
  copyrightEn: '',
  securityRecord: '',
  securityRecordUrl: '',
  icpRecord: '',
  onlineService: '7*24小时在线客服',
  footerLayout: 'A',
});
