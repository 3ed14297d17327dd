// The messages module: the message centre, and the messages other modules send (the ledger's notices).
export { messageRoutes } from './messages.routes';
export { insertMessages as sendMessages } from './messages.repo';
export type { NewMessage } from './messages.repo';
