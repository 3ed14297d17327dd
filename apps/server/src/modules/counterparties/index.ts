// The counterparties module: 交易对手管理, the requests between corporations and the relations they confirm.
export { counterpartyRoutes } from './counterparties.routes';
export { insertRelation, insertRequest } from './counterparties.repo';
