import { useEndpoint } from '@scf/api';
import { realnameEndpoints } from '@scf/api/contract';

/** The corporation's real-name state as the server has it (state, method, attempt, records). */
export const useRealname = () => useEndpoint(realnameEndpoints.state, {});
