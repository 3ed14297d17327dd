import { creditEndpoints, edtEndpoints } from '@scf/api/contract';
import { useRefreshReads } from '../../../lib/applications';

// What an action on an access or a line can change: the lists, the 准入自检's live access, the application and the todos.
const CHANGED = [edtEndpoints.accesses, edtEndpoints.lines, edtEndpoints.selfCheck, creditEndpoints.application, creditEndpoints.todos] as const;

/** Re-reads the accesses and lines after an action, so the list and the detail agree with the server. */
export const useRefreshEdt = (): (() => Promise<void>) => useRefreshReads(CHANGED);
