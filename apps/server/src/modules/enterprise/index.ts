// The enterprise module: 企业信息 and 银行账户 of the caller's corporation (domain.md §5.1).
export { enterpriseRoutes } from './enterprise.routes';
