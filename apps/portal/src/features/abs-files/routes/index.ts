// The ABS document archives, loaded together as one chunk (app/screens/abs-files.ts registers them).
export { ChainFilePage } from './chain-file-page';
export { CoreFilePage } from './core-file-page';
