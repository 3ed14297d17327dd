export { Tag } from './tag';
export type { TagProps } from './tag';
export { StatusTag } from './status-tag';
export type { StatusStyle, StatusTagProps } from './status-tag';
export type { TagTone } from './tag.styles';
