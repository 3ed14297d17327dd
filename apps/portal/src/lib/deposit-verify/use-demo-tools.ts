import { useEndpoint } from '@scf/api';
import { eAccountEndpoints } from '@scf/api/contract';

/** Whether the server runs with the demo tools of §14A.3 on (模拟入金, 查看模拟银行入账). */
export const useDemoTools = (): boolean => useEndpoint(eAccountEndpoints.demoTools, {}).data?.demoTools ?? false;
