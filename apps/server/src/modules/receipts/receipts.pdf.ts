import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { fenToChineseCapital, fenToDecimal, groupThousands } from '@scf/api/money';
import { formatVerifyCode } from '@scf/api/contract';

/** The CJK font the receipt embeds (subset): Debian's fonts-noto-cjk (README, .ci/run), Simplified Chinese face of the collection. */
export const RECEIPT_FONT = { path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', face: 'NotoSansCJKsc-Regular' } as const;

export const RECEIPT_TITLE = '电子回单（模拟银行）';
export const RECEIPT_NOTE = '本回单可重复下载，内容以验证码核验为准';

export interface ReceiptParty {
  name: string;
  accountNo: string;
  bankName: string;
}

/** Everything a receipt prints (domain-lines.md §16.7). */
export interface ReceiptContent {
  receiptNo: string;
  /** 交易时间 as printed: `YYYY-MM-DD HH:mm:ss`. */
  tradedAt: string;
  payer: ReceiptParty;
  payee: ReceiptParty;
  amountFen: bigint;
  /** 用途 and 摘要. */
  purpose: string;
  summary: string;
  bizRef: string;
  bankSerial: string;
  verifyCode: string;
  /** Which copy: 付款 or 收款. */
  sideLabel: string;
  /** The PDF's creation date: the transfer's instant, so the same receipt renders to the same bytes. */
  createdAt: number;
}

let font: fontkit.Font | undefined;
/**
 * The CJK face, parsed once per process. Parsing the 19 MB collection and laying out its glyphs cost more than the
 * rest of a receipt (77 ms a document with the bytes handed over each time, 30 ms with one parsed font); each document
 * still embeds its own subset of it, so the bytes are the same.
 */
const cjkFont = (): fontkit.Font => (font ??= fontkit.create(readFileSync(RECEIPT_FONT.path), RECEIPT_FONT.face));

/**
 * A pdfkit document set to write in the embedded CJK font, and its bytes once `doc.end()` is called (the platform's
 * PDFs: receipts, agreements).
 */
export function cjkPdfBytes(doc: PDFKit.PDFDocument): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  // pdfkit takes a fontkit font wherever it takes font bytes (PDFFontFactory.open); its typings name bytes only.
  doc.registerFont('cjk', cjkFont() as unknown as Uint8Array);
  doc.font('cjk');
  return done;
}

/** ¥ and thousands: ¥150,000.00. */
export const amountFigures = (fen: bigint): string => {
  const [int = '0', dec = '00'] = fenToDecimal(fen).split('.');
  return `¥${groupThousands(int)}.${dec}`;
};

/** The receipt's rows as label/value pairs, in print order. */
export function receiptRows(c: ReceiptContent): ReadonlyArray<readonly [string, string]> {
  return [
    ['回单编号', c.receiptNo],
    ['交易时间', c.tradedAt],
    ['付款人户名', c.payer.name],
    ['付款人账号', c.payer.accountNo],
    ['付款人开户行', c.payer.bankName],
    ['收款人户名', c.payee.name],
    ['收款人账号', c.payee.accountNo],
    ['收款人开户行', c.payee.bankName],
    ['金额（小写）', amountFigures(c.amountFen)],
    ['金额（大写）', fenToChineseCapital(c.amountFen)],
    ['用途', c.purpose],
    ['摘要', c.summary],
    ['关联业务编号', c.bizRef || '—'],
    ['银行流水号', c.bankSerial],
    ['验证码', formatVerifyCode(c.verifyCode)],
  ];
}

/** Render one receipt as an A5 landscape PDF page with the CJK font subset-embedded. */
export function renderReceiptPdf(c: ReceiptContent): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A5',
    layout: 'landscape',
    margin: 36,
    info: { Title: `${RECEIPT_TITLE} ${c.receiptNo}`, Producer: 'SCF', Creator: 'SCF', CreationDate: new Date(c.createdAt) },
  });
  const done = cjkPdfBytes(doc);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.fontSize(16).text(RECEIPT_TITLE, left, 30, { width, align: 'center' });
  doc.fontSize(9).fillColor('#666666').text(`${c.sideLabel}回单`, left, 54, { width, align: 'right' });
  const rows = receiptRows(c);
  // 15 rows of 18 pt and the note fit one A5 landscape page (420 pt high, 36 pt margins).
  const rowHeight = 18;
  const labelWidth = 110;
  let y = 72;
  doc.lineWidth(0.5).strokeColor('#999999');
  for (const [label, value] of rows) {
    doc.rect(left, y, labelWidth, rowHeight).stroke();
    doc.rect(left + labelWidth, y, width - labelWidth, rowHeight).stroke();
    doc
      .fillColor('#333333')
      .fontSize(9)
      .text(label, left + 6, y + 5, { width: labelWidth - 12, lineBreak: false });
    doc
      .fillColor('#000000')
      .fontSize(9)
      .text(value, left + labelWidth + 6, y + 5, { width: width - labelWidth - 12, lineBreak: false });
    y += rowHeight;
  }
  doc
    .fillColor('#666666')
    .fontSize(8)
    .text(RECEIPT_NOTE, left, y + 10, { width });
  doc.end();
  return done;
}
