import { MESSAGE_STATES, MESSAGE_STATE_LABEL, MESSAGE_TYPES, MESSAGE_TYPE_LABEL } from '@scf/api/contract';
import type { MessageState, MessageType } from '@scf/api/contract';

/** The list's URL state: its filters are the contract's (`messagePageQuerySchema`), newest first by default. */
export const MESSAGE_LIST = {
  filters: ['messageState', 'messageType'],
  sortable: ['createdOn'],
  defaultSort: { field: 'createdOn', order: 'desc' },
} as const;

/** A Select cannot hold '' (Radix): 全部 is its own value and means "no filter". */
export const ALL = 'ALL';

export const STATE_OPTIONS = [{ value: ALL, label: '全部' }, ...MESSAGE_STATES.map((s) => ({ value: s, label: MESSAGE_STATE_LABEL[s] }))];
export const TYPE_OPTIONS = [{ value: ALL, label: '全部' }, ...MESSAGE_TYPES.map((t) => ({ value: t, label: MESSAGE_TYPE_LABEL[t] }))];

export const stateLabel = (state: string) => MESSAGE_STATE_LABEL[state as MessageState] ?? state;
export const typeLabel = (type: string) => MESSAGE_TYPE_LABEL[type as MessageType] ?? type;
export const isUnread = (m: { messageState: string }) => m.messageState === 'SENT';
