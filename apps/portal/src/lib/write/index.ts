// Writes from a screen: one operation under one Idempotency-Key (design.md §3, security.md §3.2), and its refusal as text.
export { failureMessage } from './failure-message';
export { useBusy } from './use-busy';
export { useWrite } from './use-write';
export { useOperationKey } from './operation-key';
