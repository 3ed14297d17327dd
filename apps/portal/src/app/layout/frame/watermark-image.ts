const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/** Tile size of the watermark, px: one name and date per tile, tilted. */
export const WATERMARK_TILE = { width: 320, height: 200 } as const;

/**
 * The watermark tile as a CSS `url(...)` of an SVG data URL: the lines centred and tilted by 20°, in black at 5 %
 * opacity — enough to show on a screenshot or photo, too faint to cost body text its contrast (grey #646a73 text
 * keeps > 4.5:1 where a stroke crosses it). The text is escaped: a user's name is data, not markup.
 */
export function watermarkImage(lines: readonly string[], fontFamily: string): string {
  const { width, height } = WATERMARK_TILE;
  const texts = lines.map((line, i) => `<text x="${width / 2}" y="${height / 2 + (i - (lines.length - 1) / 2) * 22}">${escapeXml(line)}</text>`).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<g transform="rotate(-20 ${width / 2} ${height / 2})" fill="#000" fill-opacity="0.05" font-size="15" font-family="${escapeXml(fontFamily)}" text-anchor="middle">${texts}</g>` +
    `</svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}
