import { useEndpoint } from '@scf/api';
import { limitEndpoints } from '@scf/api/contract';

/** The caller's lines with their sub-limits (the group's, or those the caller's bank granted). */
export const useLines = () => useEndpoint(limitEndpoints.lines, {});
