// The files module: the file store (uploads, downloads, previews). Other modules check ownership through it.
export { fileRoutes } from './files.routes';
export { ownedFiles } from './files.owned';
export type { OwnedFile } from './files.owned';
