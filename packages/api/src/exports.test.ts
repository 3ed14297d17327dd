import { describe, expect, it } from 'vitest';
import * as contract from './contract/index';
import * as root from './index';

// An accidental change of the public surface shows up here; update the snapshot only on purpose.
describe('public exports', () => {
  it("'.' entry", () => {
    expect(Object.keys(root).sort()).toMatchSnapshot();
  });
  it("'./contract' entry", () => {
    expect(Object.keys(contract).sort()).toMatchSnapshot();
  });
  it('the agreed client surface is there', () => {
    for (const name of ['createClient', 'loadSession', 'availableProducts', 'roleState', 'ApiError', 'NetworkError', 'UnauthorizedError', 'ReplayError', 'NETWORK_ABNORMAL_MESSAGE', 'safeReturnAddress', 'ApiProvider', 'useApiClient', 'usePlatformConfig', 'useUnreadCount', 'useHolidays', 'useDicts', 'useProductConfig', 'useCustomerService', 'encryptText', 'fetchSigningOriginal', 'useEndpoint', 'login', 'logout', 'uploadFile']) {
      expect(root, name).toHaveProperty(name);
    }
  });
});
