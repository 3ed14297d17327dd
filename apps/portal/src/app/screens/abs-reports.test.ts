import { describe, expect, it } from 'vitest';
import { AssetDetailPage, CompanyOverviewPage } from '../../features/abs-reports/routes';
import { SCREENS } from './abs-reports';

describe('the ABS report centre routes (app/screens/abs-reports.ts)', () => {
  it('registers the five reports of domain-lines.md §18.6', async () => {
    expect(Object.keys(SCREENS).sort()).toEqual(
      [
        '/abs/report-center/asset-detail',
        '/abs/report-center/company-business-overview',
        '/abs/report-center/member-business-overview',
        '/abs/report-center/product-detail',
        '/abs/report-center/storage-detail',
      ].sort(),
    );
    expect((await SCREENS['/abs/report-center/company-business-overview']!()).default).toBe(CompanyOverviewPage);
    expect((await SCREENS['/abs/report-center/asset-detail']!()).default).toBe(AssetDetailPage);
  });
});
