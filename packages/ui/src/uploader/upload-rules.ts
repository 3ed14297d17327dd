import { UploadError } from './upload-error';
import { uploaderMessages as m } from './uploader.messages';

/** Spec §5 default whitelist. */
export const DEFAULT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'zip', 'rar'] as const;
/** Spec §5 feedback-style whitelist. */
export const FEEDBACK_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;
/** Spec §9 default size limit, in KB. */
export const DEFAULT_MAX_SIZE_KB = 61440;

/** What a file must satisfy before it is uploaded (UX only: the server checks again, security.md §1.6). */
export interface UploadRules {
  /** Allowed extensions, lower case without the dot. */
  extensions: readonly string[];
  /** Size limit in KB. */
  maxSizeKb: number;
  /** Per-extension limits in KB, e.g. `{ zip: 102400 }`. */
  sizeOverridesKb?: Readonly<Record<string, number>>;
}

export const DEFAULT_RULES: UploadRules = { extensions: DEFAULT_EXTENSIONS, maxSizeKb: DEFAULT_MAX_SIZE_KB };

/** `合同.final.PDF` → `pdf`; '' when there is none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** The limit for one extension in KB: its override, else the general limit. */
export function maxSizeKbFor(ext: string, rules: UploadRules): number {
  const override = rules.sizeOverridesKb?.[ext];
  return typeof override === 'number' && Object.hasOwn(rules.sizeOverridesKb ?? {}, ext) ? override : rules.maxSizeKb;
}

/** 61440 KB → "60", 5120 → "5", 1536 → "1.5". */
export function formatMb(kb: number): string {
  return String(Math.round((kb / 1024) * 100) / 100);
}

/** The first rule `file` breaks (extension, then size), or null when it may be uploaded. */
export function validateFile(file: { name: string; size: number }, rules: UploadRules = DEFAULT_RULES): UploadError | null {
  const ext = extensionOf(file.name);
  const allowed = rules.extensions.map((e) => e.toLowerCase());
  if (!allowed.includes(ext)) return new UploadError('extension', m.extension(allowed), { fileName: file.name });
  const maxKb = maxSizeKbFor(ext, rules);
  if (file.size > maxKb * 1024) return new UploadError('size', m.size(formatMb(maxKb)), { fileName: file.name });
  return null;
}

/** The `accept` attribute for the file input: `.pdf,.jpg,…`. */
export function acceptAttribute(rules: UploadRules): string {
  return rules.extensions.map((e) => `.${e.toLowerCase()}`).join(',');
}
