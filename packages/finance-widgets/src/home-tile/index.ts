export { HomeTile } from './home-tile';
export type { HomeTileProps } from './home-tile';
export { HomeTileGrid } from './home-tile-grid';
export type { HomeTileGridProps } from './home-tile-grid';
