import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, FEEDBACK_EXTENSIONS, extensionOf, formatMb, validateFile } from './upload-rules';

const KB = 1024;
const file = (name: string, sizeKb: number) => ({ name, size: sizeKb * KB });

describe('upload rules (spec §5, §8)', () => {
  it('reads the extension case-insensitively from the last dot', () => {
    expect(extensionOf('合同.final.PDF')).toBe('pdf');
    expect(extensionOf('x.php.png')).toBe('png');
    expect(extensionOf('noext')).toBe('');
    expect(extensionOf('.pdf')).toBe('');
    expect(extensionOf('trailing.')).toBe('');
  });

  it.each(['a.pdf', 'a.jpg', 'a.JPEG', 'a.png', 'a.zip', 'a.rar'])('default whitelist accepts %s', (name) => {
    expect(validateFile(file(name, 1))).toBeNull();
  });

  it.each(['a.exe', 'a.pdf.exe', 'a.svg', 'a.html', 'a.docx', 'noext', 'a.gif'])('default whitelist refuses %s, listing what is allowed', (name) => {
    const error = validateFile(file(name, 1));
    expect(error).toMatchObject({ kind: 'extension', code: 'UPLOAD_EXTENSION', fileName: name });
    expect(error?.message).toBe('仅支持上传pdf、jpg、jpeg、png、zip、rar格式的文件');
  });

  it('the feedback style allows pdf, jpg, jpeg, png only', () => {
    const rules = { extensions: FEEDBACK_EXTENSIONS, maxSizeKb: 5120 };
    expect(validateFile(file('a.zip', 1), rules)?.message).toBe('仅支持上传pdf、jpg、jpeg、png格式的文件');
    expect(validateFile(file('a.png', 1), rules)).toBeNull();
  });

  it('default size limit is 61440 KB: equal passes, one byte more fails with 文件超过最大限制60M', () => {
    expect(validateFile({ name: 'a.pdf', size: 61440 * KB })).toBeNull();
    const error = validateFile({ name: 'a.pdf', size: 61440 * KB + 1 });
    expect(error).toMatchObject({ kind: 'size', code: 'UPLOAD_SIZE', message: '文件超过最大限制60M' });
  });

  it('a per-extension override wins for that extension only', () => {
    const rules = { ...DEFAULT_RULES, sizeOverridesKb: { zip: 102400, png: 5120 } };
    expect(validateFile(file('a.zip', 80000), rules)).toBeNull();
    expect(validateFile(file('a.zip', 102401), rules)?.message).toBe('文件超过最大限制100M');
    expect(validateFile(file('a.png', 5121), rules)?.message).toBe('文件超过最大限制5M');
    expect(validateFile(file('a.pdf', 80000), rules)?.message).toBe('文件超过最大限制60M');
    // An inherited name is not an override.
    expect(validateFile(file('a.pdf', 1), { ...rules, sizeOverridesKb: Object.create({ pdf: 0 }) as Record<string, number> })).toBeNull();
  });

  it('the extension is checked before the size', () => {
    expect(validateFile(file('a.exe', 999999))?.kind).toBe('extension');
  });

  it('prints sizes in M', () => {
    expect([61440, 5120, 1536, 100].map(formatMb)).toEqual(['60', '5', '1.5', '0.1']);
  });
});
