// The customer-service module: messages (留言) left with the platform's own customer service.
export { customerServiceRoutes } from './customer-service.routes';
