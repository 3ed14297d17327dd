import { useEndpoint } from '@scf/api';
import { oldLimitEndpoints } from '@scf/api/contract';

/** The caller's expired, replaced and terminated lines (the group's, or those the caller's bank granted). */
export const useOldLines = () => useEndpoint(oldLimitEndpoints.list, {});

/** One old line with its sub-limits, the credits issued under it and its ledger. */
export const useOldLine = (lineId: string) => useEndpoint(oldLimitEndpoints.detail, { params: { lineId } });
