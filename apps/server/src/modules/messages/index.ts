// The messages module: the message centre, and the messages other modules send (the ledger's notices).
import type { ServerModule } from '../../platform/http/server-module';
import { messageRoutes } from './messages.routes';

export const messagesModule: ServerModule = { name: 'messages', routes: messageRoutes };
export { insertMessages as sendMessages, insertRoleMessages as sendRoleMessages } from './messages.repo';
export type { NewMessage } from './messages.repo';
