/**
 * A one-page PDF written by hand with its xref offsets computed (pdf.js needs no repair), whose text is Chinese in the
 * non-embedded STSong-Light with the UniGB-UCS2-H encoding: pdf.js must load the GB1 character map the portal ships.
 */
export function chinesePdf(text: string): Buffer {
  const hex = [...text].map((ch) => ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')).join('');
  const content = `BT /F1 28 Tf 72 760 Td <${hex}> Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [6 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor 7 0 R >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** How many dark pixels a canvas shows (a rendered page's text), read in the page. */
export const darkPixels = (canvas: HTMLCanvasElement): number => {
  const d = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? new Uint8ClampedArray();
  let n = 0;
  for (let i = 0; i < d.length; i += 4) if (d[i + 3]! > 0 && d[i]! < 96 && d[i + 1]! < 96 && d[i + 2]! < 96) n += 1;
  return n;
};
