import { Navigate } from 'react-router-dom';
import { PageLoading } from '../../lib/page';
import { LOGIN_PATH } from '../paths';
import { useSession } from '../session';

/** `/cv3/`: the role's home page when logged in (domain.md §12), else the login page. */
export function HomeRedirect() {
  const { status, homePath } = useSession();
  if (status === 'loading') return <PageLoading />;
  return <Navigate to={homePath ?? LOGIN_PATH} replace />;
}
