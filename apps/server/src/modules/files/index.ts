// The files module: the file store (uploads, post policies, downloads, snapshots, previews). Other modules check
// ownership and grant reads through it, inside their own transactions.
import type { ServerModule } from '../../platform/http/server-module';
import { sweepPolicies } from './files.repo';
import { fileRoutes } from './files.routes';

export const filesModule: ServerModule = { name: 'files', routes: fileRoutes, jobs: [{ name: 'upload-policies', run: (db, now) => sweepPolicies(db, now) }] };
export { ownedFiles } from './files.owned';
export type { OwnedFile } from './files.owned';
export { FILE_LINK_MESSAGE, linkFiles, unlinkFiles } from './files.links';
export type { FileLinkInput } from './files.links';
export type { OssConfig } from './files.s3';
export { insertFile, readableFile } from './files.repo';
