// The files module: the file store (uploads, post policies, downloads, snapshots, previews). Other modules check
// ownership and grant reads through it, inside their own transactions.
export { fileRoutes } from './files.routes';
export { ownedFiles } from './files.owned';
export type { OwnedFile } from './files.owned';
export { FILE_LINK_MESSAGE, linkFiles, unlinkFiles } from './files.links';
export type { FileLinkInput } from './files.links';
export type { OssConfig } from './files.s3';
export { sweepPolicies as sweepUploadPolicies } from './files.repo';
