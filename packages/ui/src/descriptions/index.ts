export { Descriptions } from './descriptions';
export type { DescriptionItem, DescriptionsProps } from './descriptions';
