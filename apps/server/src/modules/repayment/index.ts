// The repayment module: the reference signed business.
export { repaymentRoutes } from './repayment.routes';
