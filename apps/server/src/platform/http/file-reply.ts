import type { FastifyReply } from 'fastify';

/**
 * A handler's answer that is a file's bytes, not the JSON envelope (downloads, snapshots). Sent with a safe
 * `Content-Disposition` (RFC 6266) and a sandbox CSP, so an upload never runs as a page of ours (security.md §1.6).
 */
export class FileReply {
  constructor(
    readonly bytes: Uint8Array,
    readonly mimeType: string,
    /** The saved file's name; only metadata, never a path. */
    readonly fileName: string,
    /** `inline` for an <img> or a PDF viewer, `attachment` for a download. */
    readonly disposition: 'inline' | 'attachment',
  ) {}
}

/** An ASCII fallback name (quotes, backslashes and controls replaced) for clients without `filename*`. */
const asciiName = (name: string) => name.replace(/[^\x20-\x7e]|["\\]/g, '_');

export function contentDisposition(disposition: 'inline' | 'attachment', fileName: string): string {
  return `${disposition}; filename="${asciiName(fileName)}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Only these are ever shown inline; anything else goes out as an attachment whatever the handler asked. */
const INLINE_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'application/pdf']);

export function sendFile(reply: FastifyReply, file: FileReply): FastifyReply {
  const disposition = file.disposition === 'inline' && INLINE_TYPES.has(file.mimeType) ? 'inline' : 'attachment';
  return reply
    .code(200)
    .header('Content-Type', file.mimeType)
    .header('Content-Disposition', contentDisposition(disposition, file.fileName))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "sandbox; default-src 'none'; frame-ancestors 'self'")
    .header('Cache-Control', 'private, no-store')
    .send(Buffer.from(file.bytes));
}
