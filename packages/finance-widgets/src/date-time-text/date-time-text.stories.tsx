// Stories for apps/storybook. Plain CSF objects: no Storybook import needed here.
import { DateTimeText } from './date-time-text';
import type { DateTimeTextProps } from './date-time-text';

export default { title: 'Finance/DateTimeText', component: DateTimeText };

export const Morning = { args: { value: '2025-06-16T02:30:00.000Z' } satisfies DateTimeTextProps };
export const AcrossMidnight = { args: { value: '2025-06-15T16:05:00.000Z' } satisfies DateTimeTextProps };
