import { describe, expect, it } from 'vitest';
import { FiQueryPage, MaturityQueryPage } from '../../features/discount-fi/routes';
import { SCREENS } from './discount-fi';

describe('the maturity and bank query routes (app/screens/discount-fi.ts)', () => {
  it('registers 到期付款查询 and 票据业务查询 of domain-lines.md §20.2', async () => {
    expect(Object.keys(SCREENS).sort()).toEqual(['/discount/core/maturity/query', '/discount/fi/query']);
    expect((await SCREENS['/discount/core/maturity/query']!()).default).toBe(MaturityQueryPage);
    expect((await SCREENS['/discount/fi/query']!()).default).toBe(FiQueryPage);
  });
});
