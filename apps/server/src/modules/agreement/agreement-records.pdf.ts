import PDFDocument from 'pdfkit';
import { cjkPdfBytes } from '../receipts';

/** What the agreement's PDF prints: the exact text signed, then who signed it, how and when. */
export interface AgreementPdf {
  agreementNo: string;
  /** The text as signed: its first line is the title. */
  text: string;
  signature: ReadonlyArray<readonly [string, string]>;
  /** The PDF's creation date: the signing instant, so the same record renders to the same bytes. */
  signedAt: number;
}

/** One A4 document: title centred, the paragraphs, then the signing block (协议编号 … 内容摘要). */
export function renderAgreementPdf(a: AgreementPdf): Promise<Uint8Array> {
  const [title = '', ...lines] = a.text.split('\n');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `${title} ${a.agreementNo}`, Producer: 'SCF', Creator: 'SCF', CreationDate: new Date(a.signedAt) },
  });
  const done = cjkPdfBytes(doc);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.fontSize(16).fillColor('#000000').text(title, left, doc.page.margins.top, { width, align: 'center' });
  doc.moveDown(1);
  doc.fontSize(10.5);
  for (const line of lines) doc.text(line, left, undefined, { width, lineGap: 4, paragraphGap: 6 });
  doc.moveDown(1.5);
  doc.fontSize(9).fillColor('#333333');
  for (const [label, value] of a.signature) doc.text(`${label}：${value}`, left, undefined, { width, lineGap: 2 });
  doc.end();
  return done;
}
