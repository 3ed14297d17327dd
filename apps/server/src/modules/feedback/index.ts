// The feedback module: 意见反馈.
export { feedbackRoutes } from './feedback.routes';
