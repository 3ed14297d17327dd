import { useEndpoint } from '@scf/api';
import { oldLimitEndpoints } from '@scf/api/contract';

/** One old line with its sub-limits, the credits issued under it and its ledger. */
export const useOldLine = (lineId: string) => useEndpoint(oldLimitEndpoints.detail, { params: { lineId } });
