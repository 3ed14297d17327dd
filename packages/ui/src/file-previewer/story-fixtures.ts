/**
 * Files for stories, made in the browser: Storybook runs offline, and previews only load http(s) or blob: URLs.
 */
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="600" height="400" fill="#e6f4ff"/><rect x="40" y="40" width="520" height="320" fill="none" stroke="#0958d9" stroke-width="8"/><text x="300" y="215" font-family="PingFang SC, Microsoft YaHei, Noto Sans CJK SC, sans-serif" font-size="48" text-anchor="middle" fill="#0958d9">发票影像 INVOICE</text></svg>`;

/** A PDF from its page content and font, written by hand (xref offsets computed so pdf.js needs no repair). */
function pdfOf(text: string, font: string, extra: string[] = []): string {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    font,
    ...extra,
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

const latinPdf = () => pdfOf('BT /F1 28 Tf 72 760 Td (SCF contract preview) Tj ET', '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');

/** 中文合同 in a non-embedded STSong-Light with the UniGB-UCS2-H encoding: pdf.js must load that character map. */
const chinesePdf = () =>
  pdfOf(
    'BT /F1 28 Tf 72 760 Td <4E2D65875408540C> Tj ET',
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [6 0 R] >>',
    ['<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor 7 0 R >>',
     '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>'],
  );

export const imageUrl = () => URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
export const pdfUrl = () => URL.createObjectURL(new Blob([latinPdf()], { type: 'application/pdf' }));
export const chinesePdfUrl = () => URL.createObjectURL(new Blob([chinesePdf()], { type: 'application/pdf' }));
