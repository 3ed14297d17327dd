import { createGlobalStyle } from 'styled-components';
import { cssVar } from '../theme/css-variables';

/** One spacing step (the `spacing` token) times n: the vertical rhythm of text blocks and headings. */
const space = (n: number) => `calc(${cssVar('spacing')} * ${n})`;

/**
 * The page's base style: the reset, the platform's CJK font stack, text, links, headings and the focus ring, all
 * from the tokens. Without it a page keeps the browser's 8 px body margin, Times/SimSun and blue underlined links
 * between our components. Render it once, inside the ThemeProvider, at the root of a full page (the portal, a
 * host page); a host that embeds a single part into its own styled page leaves it out.
 *
 * Why each rule (kept out of the CSS, which ships as written):
 * - controls inherit the font: otherwise a bank form shows 13.33 px Arial next to 14 px PingFang;
 * - one heading scale for every screen, h1 the page, h2 a section, h3 a block, never the browser's 2em;
 * - inside running text (p, dd, blockquote, figcaption) a link must not be told by its colour alone (WCAG 1.4.1,
 *   axe link-in-text-block): a thin underline there; links that stand alone (menus, link rows, table actions)
 *   stay plain and underline on hover — plain links only: a styled link (a card, a tile, a menu entry: it has a
 *   class) draws its own hover;
 * - `:focus-visible` draws the ring for keyboard users only; parts with their own ring override it;
 * - amounts, dates and counts use tabular figures, so columns line up and changing figures do not jitter;
 * - text in cells, terms and paragraphs wraps "pretty": a company name never leaves one character alone on its last
 *   line (徐州示例重工集团有限公 / 司 at 1280 px), and headings wrap balanced.
 */
export const BaseStyle = createGlobalStyle`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    font-family: ${cssVar('fontFamily')};
    font-size: ${cssVar('fontSizeMd')};
    line-height: 1.5715;
    color: ${cssVar('textColor')};
    background: ${cssVar('surfaceColor')};
    -webkit-font-smoothing: antialiased;
  }

  button,
  input,
  select,
  textarea {
    font: inherit;
    color: inherit;
  }

  h1,
  h2,
  h3,
  h4 {
    margin: 0 0 ${space(1)};
    font-weight: 600;
    line-height: 1.4;
    color: ${cssVar('textColor')};
  }
  h1 {
    margin-bottom: ${space(2)};
    font-size: ${cssVar('fontSizeXl')};
  }
  h2 {
    margin-bottom: ${space(1.5)};
    font-size: ${cssVar('fontSizeLg')};
  }
  h3,
  h4 {
    font-size: ${cssVar('fontSizeMd')};
  }

  p,
  ul,
  ol,
  dl,
  blockquote,
  figure {
    margin: 0 0 ${space(2)};
  }
  dd {
    margin-left: 0;
  }

  a {
    color: ${cssVar('primaryColor')};
    text-decoration: none;
    border-radius: 2px;
  }
  a:hover {
    color: ${cssVar('primaryHoverColor')};
  }
  a:not([class]):hover {
    text-decoration: underline;
  }
  p a,
  dd a,
  blockquote a,
  figcaption a {
    text-decoration: underline;
    text-decoration-thickness: 1px;
    text-underline-offset: 3px;
  }

  :focus-visible {
    outline: 2px solid ${cssVar('primaryColor')};
    outline-offset: 2px;
  }

  table,
  data,
  output,
  time,
  [data-amount] {
    font-variant-numeric: tabular-nums;
  }

  td,
  th,
  dt,
  dd,
  li,
  p {
    text-wrap: pretty;
  }
  h1,
  h2,
  h3,
  h4 {
    text-wrap: balance;
  }

  img,
  svg {
    vertical-align: middle;
  }

  [hidden] {
    display: none !important;
  }

  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      transition-duration: 0.01ms !important;
      animation-duration: 0.01ms !important;
    }
  }
`;
