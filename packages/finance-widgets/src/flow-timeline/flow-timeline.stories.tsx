// Stories for apps/storybook. Plain CSF objects: no Storybook import needed here.
import { FlowTimeline } from './flow-timeline';
import type { FlowTimelineProps } from './flow-timeline';
import { CR1_FLOW } from './flow-timeline.fixtures';

export default { title: 'Finance/FlowTimeline', component: FlowTimeline };

export const IssueAndSign = { args: { records: CR1_FLOW } satisfies FlowTimelineProps };
export const Empty = { args: { records: [] } satisfies FlowTimelineProps };
