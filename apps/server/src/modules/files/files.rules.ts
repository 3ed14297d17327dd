/**
 * What the file store accepts (security.md §1.6, spec §5): the name's extension picks the type, the magic bytes must
 * show that same type, and each type has its size limit. Pure functions, no I/O.
 */
export type StoredMimeType = 'image/png' | 'image/jpeg' | 'application/pdf';

interface FileType {
  mimeType: StoredMimeType;
  /** Spec §5: screenshots and photos at most 5,120 KB (the feedback limit); business documents the 61,440 KB default. */
  maxBytes: number;
}

const KB = 1024;
const IMAGE_MAX = 5120 * KB;
const DOCUMENT_MAX = 61_440 * KB;

const TYPES: Readonly<Record<string, FileType>> = {
  png: { mimeType: 'image/png', maxBytes: IMAGE_MAX },
  jpg: { mimeType: 'image/jpeg', maxBytes: IMAGE_MAX },
  jpeg: { mimeType: 'image/jpeg', maxBytes: IMAGE_MAX },
  pdf: { mimeType: 'application/pdf', maxBytes: DOCUMENT_MAX },
};

export const ALLOWED_EXTENSIONS: readonly string[] = Object.keys(TYPES);

/** Magic numbers (security.md §1.6): PNG 89 50 4E 47 0D 0A 1A 0A, JPEG FF D8 FF, PDF `%PDF-`. */
const MAGIC: ReadonlyArray<readonly [StoredMimeType, readonly number[]]> = [
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
];

/** The type the content shows, or null when it is none we keep (text, HTML, SVG, archives, executables…). */
export function sniffMimeType(bytes: Uint8Array): StoredMimeType | null {
  for (const [mime, magic] of MAGIC) {
    if (bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b)) return mime;
  }
  return null;
}

/** Inner extensions that make a name look executable or like a page (`x.php.png`, `a.html.pdf`). */
const DANGEROUS_INNER = /\.(?:php\d?|phtml|jsp|jspx|asp|aspx|exe|dll|bat|cmd|com|sh|js|mjs|html?|xhtml|svg|hta|vbs|ps1)\./i;

export type NameProblem = 'name' | 'extension';

/** The name's file type, or why the name is refused: path separators, controls, dangerous inner extensions, or a type we do not take. */
export function fileTypeOf(fileName: string): FileType | NameProblem {
  const name = fileName.normalize('NFC');
  // eslint-disable-next-line no-control-regex
  if (name.trim() === '' || name.length > 255 || /[\u0000-\u001f\u007f/\\]/.test(name) || name.startsWith('.') || DANGEROUS_INNER.test(name)) return 'name';
  const dot = name.lastIndexOf('.');
  const type = dot > 0 ? TYPES[name.slice(dot + 1).toLowerCase()] : undefined;
  return type ?? 'extension';
}

/** Images may be shown inline (snapshots, previews); PDFs only in the sandboxed viewer. */
export const isImage = (mimeType: string): boolean => mimeType.startsWith('image/');
