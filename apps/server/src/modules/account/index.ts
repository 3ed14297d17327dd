// The account module: 账户中心, the user's own data, password and mobile.
export { accountRoutes } from './account.routes';
