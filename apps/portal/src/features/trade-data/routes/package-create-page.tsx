import { Page, useCurrentRoute } from '../../../lib/page';
import { PackageForm } from '../components/package-form';

/**
 * `finance-data/create/finance` (新增融资资料: the holder backs a credit it will finance), `create/issue` and
 * `core/finance-data/issue` (新增开立资料 / 开立资料: the core backs credits it issued). One form, its purpose from the route.
 */
export default function PackageCreatePage() {
  const { route } = useCurrentRoute();
  const purpose = route?.path.endsWith('/create/finance') ? 'FINANCE' : 'ISSUE';
  return (
    <Page>
      <PackageForm purpose={purpose} />
    </Page>
  );
}
