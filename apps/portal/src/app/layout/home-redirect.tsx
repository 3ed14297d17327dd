import { Navigate } from 'react-router-dom';
import { PageLoading } from '../../lib/page/page-loading';
import { LOGIN_PATH } from '../../lib/routing';
import { useAuth } from '../../lib/auth';

/** `/cv3/`: the role's home page when logged in (domain.md §12), else the login page. */
export function HomeRedirect() {
  const { status, homePath } = useAuth();
  if (status === 'loading') return <PageLoading />;
  return <Navigate to={homePath ?? LOGIN_PATH} replace />;
}
