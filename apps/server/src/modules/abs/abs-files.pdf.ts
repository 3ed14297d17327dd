import PDFDocument from 'pdfkit';
import { formatVerifyCode } from '@scf/api/contract';
import { cjkPdfBytes } from '../receipts';

/** What an ABS document's PDF prints (domain-lines.md §18.5): its text, then who signed it with which certificate and its 验证码. */
export interface AbsDocPdf {
  title: string;
  /** 文件编号: the business it was issued for (an APR batch, an ABT transfer, a receivable). */
  docNo: string;
  lines: readonly string[];
  signature: ReadonlyArray<readonly [string, string]>;
  verifyCode: string;
  /** The PDF's creation date (the step's instant), so the same document renders to the same bytes. */
  createdAt: number;
}

export const VERIFY_NOTE = '访问本平台 /cv3/verify 输入验证码，查验本文件真伪';

/** One A4 document: title centred, 文件编号, the paragraphs, then the signing block and the 验证码. */
export function renderAbsDocPdf(d: AbsDocPdf): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `${d.title} ${d.docNo}`, Producer: 'SCF', Creator: 'SCF', CreationDate: new Date(d.createdAt) },
  });
  const done = cjkPdfBytes(doc);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.fontSize(16).fillColor('#000000').text(d.title, left, doc.page.margins.top, { width, align: 'center' });
  doc.fontSize(9).fillColor('#666666').text(`文件编号：${d.docNo}`, left, undefined, { width, align: 'right' });
  doc.moveDown(1);
  doc.fontSize(10.5).fillColor('#000000');
  for (const line of d.lines) doc.text(line, left, undefined, { width, lineGap: 4, paragraphGap: 6 });
  doc.moveDown(1.5);
  doc.fontSize(9).fillColor('#333333');
  for (const [label, value] of [...d.signature, ['验证码', formatVerifyCode(d.verifyCode)] as const])
    doc.text(`${label}：${value}`, left, undefined, { width, lineGap: 2 });
  doc.moveDown(0.5);
  doc.fontSize(8).fillColor('#666666').text(VERIFY_NOTE, left, undefined, { width });
  doc.end();
  return done;
}
