export { NAVIGATION_PROGRESS_DONE_MS, NAVIGATION_PROGRESS_TICK_MS, NavigationProgress, nextProgress } from './navigation-progress';
export type { NavigationProgressProps } from './navigation-progress';
