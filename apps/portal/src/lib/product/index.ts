// The product of a screen (design.md §5.12): what the product table says of its route's area.
export { useProduct } from './use-product';
export type { Product } from './use-product';
export { useProductNames } from './use-product-names';
