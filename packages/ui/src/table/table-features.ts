import { createSortedRowModel, rowSelectionFeature, rowSortingFeature, tableFeatures } from '@tanstack/react-table';

/** Only the TanStack features the Table uses, so the rest stays out of the bundle. */
export const features = tableFeatures({ rowSortingFeature, rowSelectionFeature, sortedRowModel: createSortedRowModel() });
export type Features = typeof features;
