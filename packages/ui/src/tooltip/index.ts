export { Tooltip } from './tooltip';
export type { TooltipProps } from './tooltip';
