/** What the previewer shows for a file (spec §4 "File preview: image, PDF, or unsupported"). */
export type PreviewKind = 'image' | 'pdf' | 'unsupported';

const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp']);

/**
 * Decided by MIME type, then by the file name's extension when the server sent a generic type
 * (`application/octet-stream`). SVG is deliberately not an image here: it can carry script (security.md §1.6).
 */
export function previewKind(mimeType: string, fileName = ''): PreviewKind {
  const mime = mimeType.toLowerCase().split(';')[0]?.trim() ?? '';
  if (mime === 'application/pdf') return 'pdf';
  if (mime.startsWith('image/') && mime !== 'image/svg+xml') return 'image';
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  if (mime === '' || mime === 'application/octet-stream') {
    if (ext === 'pdf') return 'pdf';
    if (IMAGE_EXTENSIONS.has(ext)) return 'image';
  }
  return 'unsupported';
}
