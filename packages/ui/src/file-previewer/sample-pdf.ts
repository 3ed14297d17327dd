/**
 * One-page PDFs written by hand for stories and end-to-end tests, with their xref offsets computed (pdf.js needs no
 * repair). A PDF here is ASCII text: make its bytes with `new Blob([pdf])` in a page or `Buffer.from(pdf, 'latin1')`
 * in Node.
 */
function onePagePdf(content: string, fontObjects: readonly string[]): string {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    ...fontObjects,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) out += `${String(off).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return out;
}

/** A page showing `text` (ASCII) in Helvetica, one of the standard fonts every viewer has. */
export function latinPdf(text: string): string {
  const literal = text.replace(/[()\\]/g, '\\$&');
  return onePagePdf(`BT /F1 28 Tf 72 760 Td (${literal}) Tj ET`, ['<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>']);
}

/**
 * A page showing `text` (Chinese) in the non-embedded STSong-Light with the UniGB-UCS2-H encoding: pdf.js must load
 * the GB1 character map the host ships to draw it.
 */
export function chinesePdf(text: string): string {
  const hex = [...text].map((ch) => ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')).join('');
  return onePagePdf(`BT /F1 28 Tf 72 760 Td <${hex}> Tj ET`, [
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [6 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor 7 0 R >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  ]);
}
