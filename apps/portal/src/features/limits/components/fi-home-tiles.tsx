import { useEndpoint } from '@scf/api';
import { financeCoreEndpoints } from '@scf/api/contract';
import { Skeleton } from '@scf/ui';
import { useAuth } from '../../../lib/auth';
import { LoadFailure } from '../../../lib/page';
import { HomeTiles } from '../../../lib/page/home-tiles';

const BANK_ROLES = ['ROLE_CLIENT_MANAGER', 'ROLE_PRODUCT_MANAGER'];

/**
 * The bank staff's home tiles (domain.md §12, FI): financings pending the client manager / the product manager / 放款,
 * funded this month, the financed outstanding and overdue — computed by the server for the caller's role; a tile of
 * the caller's own step opens the queue. Nothing for other roles.
 */
export function FiHomeTiles() {
  const role = useAuth().role?.currentRole ?? '';
  const bank = BANK_ROLES.includes(role);
  const { data, error, isLoading, mutate } = useEndpoint(financeCoreEndpoints.fiHome, bank ? {} : null);
  if (!bank) return null;
  if (error) return <LoadFailure what="融资概览" error={error} onRetry={() => void mutate()} />;
  if (!data) return isLoading ? <Skeleton lines={2} label="正在加载融资概览" /> : null;
  return <HomeTiles tiles={data.tiles} label="融资概览" />;
}
