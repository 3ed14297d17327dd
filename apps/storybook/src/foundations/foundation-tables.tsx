import { cssVariableName } from '@scf/ui';
import type { ThemeTokens } from '@scf/ui';
import type { CSSProperties, ReactNode } from 'react';
import { tokensFor } from '../../.storybook/platform-configs';

/**
 * The Foundations page's tables. Every value comes from the real token generator (`tokensFromConfig` over the
 * `@scf/ui/fixtures` sample configs, as the toolbar uses), so the page cannot drift from what the parts draw.
 */
const VARIANTS = [
  { key: 'A', title: 'Variant A' },
  { key: 'B', title: 'Variant B' },
  { key: 'defaults', title: 'Defaults (config call failed)' },
] as const;

const variantTokens = () => VARIANTS.map((v) => ({ ...v, tokens: tokensFor(v.key) }));

type TokenKey = keyof ThemeTokens;

/** The tokens that are CSS variables. */
type StyleToken = Parameters<typeof cssVariableName>[0];
const COLOUR_KEYS = (Object.keys(tokensFor('defaults')) as TokenKey[]).filter((k): k is StyleToken & TokenKey => k.endsWith('Color'));
const TYPE_KEYS: TokenKey[] = ['fontSizeSm', 'fontSizeMd', 'fontSizeLg', 'fontSizeXl'];
const TYPE_USE: Partial<Record<TokenKey, string>> = {
  fontSizeSm: '帮助文字、页脚',
  fontSizeMd: '正文、表格、表单',
  fontSizeLg: '对话框与卡片标题',
  fontSizeXl: '页面标题、口号',
};

const cell: CSSProperties = { padding: '6px 12px', borderBottom: '1px solid #e5e6eb', textAlign: 'left', verticalAlign: 'middle' };

function Grid({ caption, head, children }: { caption: string; head: ReactNode[]; children: ReactNode }) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', margin: '12px 0 24px' }}>
      <caption style={{ textAlign: 'left', fontWeight: 600, padding: '4px 0' }}>{caption}</caption>
      <thead>
        <tr>
          {head.map((h, i) => (
            <th key={i} scope="col" style={cell}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

function Swatch({ colour }: { colour: string }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <span style={{ width: 28, height: 20, borderRadius: 4, background: colour, border: '1px solid rgba(0,0,0,.15)' }} />
      <code>{colour}</code>
    </span>
  );
}

/** Every colour token, per config variant. */
export function ColourTable() {
  const variants = variantTokens();
  return (
    <Grid caption="颜色 Colour" head={['token', 'CSS variable', ...variants.map((v) => v.title)]}>
      {COLOUR_KEYS.map((key) => (
        <tr key={key}>
          <th scope="row" style={cell}>
            {key}
          </th>
          <td style={cell}>
            <code>{cssVariableName(key)}</code>
          </td>
          {variants.map((v) => (
            <td key={v.key} style={cell}>
              <Swatch colour={String(v.tokens[key])} />
            </td>
          ))}
        </tr>
      ))}
    </Grid>
  );
}

/** The type scale, drawn in the platform's font stack. */
export function TypeScale() {
  const tokens = tokensFor('defaults');
  return (
    <>
      <p>
        Font stack: <code>{tokens.fontFamily}</code>
      </p>
      <Grid caption="字号 Type scale" head={['token', 'px', '用途', 'sample']}>
        {TYPE_KEYS.map((key) => (
          <tr key={key}>
            <th scope="row" style={cell}>
              {key}
            </th>
            <td style={cell}>{tokens[key]}</td>
            <td style={cell}>{TYPE_USE[key]}</td>
            <td style={{ ...cell, fontFamily: tokens.fontFamily, fontSize: Number(tokens[key]) }}>供应链金融服务平台 1,234,567.89</td>
          </tr>
        ))}
      </Grid>
    </>
  );
}

/** The spacing unit and its multiples, and the corner radius. */
export function SpacingScale() {
  const { spacing, radius, primaryColor } = tokensFor('defaults');
  return (
    <Grid caption="间距 Spacing and radius" head={['step', 'px', 'sample']}>
      {[0.5, 1, 1.5, 2, 3, 4].map((n) => (
        <tr key={n}>
          <th scope="row" style={cell}>
            spacing × {n}
          </th>
          <td style={cell}>{spacing * n}</td>
          <td style={cell}>
            <span style={{ display: 'inline-block', height: 12, width: spacing * n, background: primaryColor }} />
          </td>
        </tr>
      ))}
      <tr>
        <th scope="row" style={cell}>
          radius
        </th>
        <td style={cell}>{radius}</td>
        <td style={cell}>
          <span style={{ display: 'inline-block', width: 48, height: 28, border: `1px solid ${primaryColor}`, borderRadius: radius }} />
        </td>
      </tr>
    </Grid>
  );
}

/** Every token (colours, sizes and the platform texts) of each variant, side by side: what a config changes. */
export function AllTokens() {
  const variants = variantTokens();
  const keys = Object.keys(variants[0]!.tokens) as TokenKey[];
  return (
    <Grid caption="全部令牌 All tokens" head={['token', ...variants.map((v) => v.title)]}>
      {keys.map((key) => (
        <tr key={key}>
          <th scope="row" style={cell}>
            {key}
          </th>
          {variants.map((v) => (
            <td key={v.key} style={{ ...cell, wordBreak: 'break-all' }}>
              {String(v.tokens[key]) || '—'}
            </td>
          ))}
        </tr>
      ))}
    </Grid>
  );
}
