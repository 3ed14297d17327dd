import { fileEndpoints, fillPath } from '@scf/api/contract';
import type { FileRecord, ThumbnailType } from '@scf/api/contract';

/** Where the browser shows a stored file: its snapshot link (an image, or the PDF for the sandboxed viewer). */
export const snapshotUrl = (fileId: string, type: ThumbnailType = 'ORIGINAL'): string => fillPath(fileEndpoints.snapshot.path, { id: fileId, type });

export const downloadUrl = (fileId: string): string => fillPath(fileEndpoints.download.path, { id: fileId });

export const toFileRecord = (r: { file_id: string; mime_type: string }): FileRecord => ({
  pkFile: r.file_id,
  url: snapshotUrl(r.file_id),
  mimeType: r.mime_type,
});
