// The notices module: system notices.
export { noticeRoutes } from './notices.routes';
