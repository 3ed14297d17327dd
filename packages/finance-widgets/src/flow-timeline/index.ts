export { FlowTimeline } from './flow-timeline';
export type { FlowTimelineProps } from './flow-timeline';
