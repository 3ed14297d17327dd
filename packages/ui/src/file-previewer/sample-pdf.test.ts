import { describe, expect, it } from 'vitest';
import { chinesePdf, latinPdf } from './sample-pdf';

/** The objects the xref table points at, in order, read back from the file. */
function xrefTargets(pdf: string): string[] {
  const start = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1]);
  const rows = pdf
    .slice(start)
    .split('\n')
    .slice(3)
    .filter((row) => / 00000 n $/.test(row));
  return rows.map((row) => pdf.slice(Number(row.slice(0, 10))).split('\n')[0]!);
}

describe('sample PDFs', () => {
  it.each([
    ['latinPdf', latinPdf('SCF contract preview'), 5],
    ['chinesePdf', chinesePdf('中文合同'), 7],
  ])('%s points its xref at each object in turn and ends with its trailer', (_, pdf, objects) => {
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(xrefTargets(pdf)).toEqual(Array.from({ length: objects }, (__, i) => `${i + 1} 0 obj`));
    expect(pdf).toContain(`trailer\n<< /Size ${objects + 1} /Root 1 0 R >>`);
  });

  it('writes Chinese text as UCS-2 hex in STSong-Light, so the file stays ASCII', () => {
    const pdf = chinesePdf('中文合同');
    expect(pdf).toContain('<4E2D65875408540C> Tj');
    expect(pdf).toContain('/BaseFont /STSong-Light /Encoding /UniGB-UCS2-H');
    expect(/^[\x20-\x7e\n]*$/.test(pdf)).toBe(true);
  });

  it('escapes the parentheses and backslashes of Latin text and counts the stream length', () => {
    const pdf = latinPdf('a (b) \\c');
    const content = 'BT /F1 28 Tf 72 760 Td (a \\(b\\) \\\\c) Tj ET';
    expect(pdf).toContain(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  });
});
