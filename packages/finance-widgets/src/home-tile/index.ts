export { HomeTile } from './home-tile';
export type { HomeTileProps } from './home-tile';
