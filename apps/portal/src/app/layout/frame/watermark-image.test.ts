import { describe, expect, it } from 'vitest';
import { watermarkImage } from './watermark-image';

const svgOf = (css: string) => decodeURIComponent(/^url\("data:image\/svg\+xml,(.*)"\)$/.exec(css)![1]!);

describe('watermarkImage', () => {
  it('draws each line, faint and tilted, as an SVG data URL for a CSS background', () => {
    const svg = svgOf(watermarkImage(['张伟 c1_op', '2025-06-16'], "'PingFang SC', sans-serif"));
    expect(svg).toContain('>张伟 c1_op</text>');
    expect(svg).toContain('>2025-06-16</text>');
    expect(svg).toContain('fill-opacity="0.05"');
    expect(svg).toContain('rotate(-20');
  });

  it('escapes the text, so a name cannot add markup or end the url()', () => {
    const css = watermarkImage(['<script>x</script>") red', 'a&b'], 'sans-serif');
    expect(css).not.toMatch(/"\)\s*red/);
    const svg = svgOf(css);
    expect(svg).toContain('&lt;script&gt;x&lt;/script&gt;&quot;) red');
    expect(svg).toContain('a&amp;b');
    expect(svg).not.toContain('<script>');
  });
});
