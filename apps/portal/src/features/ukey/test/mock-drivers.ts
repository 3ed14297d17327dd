import { createMockDriver } from '@scf/signing';
import type { MockDriver } from '@scf/signing';
import type { KeyDriver } from '../api/drivers';

/** The driver the mocked `../api/drivers` hands out; tests set `driverRef.current` (and `soft`) before acting. */
export const driverRef: { current: MockDriver; soft: boolean } = { current: createMockDriver(), soft: false };

/** Replacement for `../api/drivers` (vi.mock): every key is in the mock driver. */
export const mockDriversModule = {
  agentDriver: () => driverRef.current,
  driverForKey: async (): Promise<KeyDriver> => ({ driver: driverRef.current, soft: driverRef.soft }),
};
