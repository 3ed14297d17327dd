export { LIVE_EVENTS_URL, useLiveEvents } from './use-live-events';
export type { LiveOptions } from './use-live-events';
export { LIVE_READS } from './live-reads';
export type { LiveKind } from './live-reads';
