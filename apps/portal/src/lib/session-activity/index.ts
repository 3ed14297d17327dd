export { activityTrackingFetch, lastServerActivity, markServerActivity, subscribeServerActivity } from './server-activity';
