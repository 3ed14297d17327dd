import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { RoleKeyDiagnostics } from '@scf/finance-widgets';
import { useAuth } from '../../../lib/auth';
import { Breadcrumb, PageSection, useCurrentRoute } from '../../../lib/page';
import { CurrentUserLine } from '../components/current-user-line';

const Methods = styled.ul`
  display: flex;
  gap: 24px;
  padding: 0;
  list-style: none;
`;

/**
 * 实名认证 (/register/identify/index, allowed to every signed-in user): the ways to authenticate, and the
 * signing diagnostics of the current role's key so a user can check driver and key before (or after) binding.
 */
export default function IdentifyIndexPage() {
  const { route, breadcrumb } = useCurrentRoute();
  const { session, role } = useAuth();
  return (
    <PageSection aria-labelledby="identify-title">
      <Breadcrumb items={breadcrumb} />
      <h1 id="identify-title">{route?.title ?? '实名认证'}</h1>
      <nav aria-label="认证方式">
        <Methods>
          <li>
            <Link to="/register/identify/ukey">Ukey认证</Link>
          </li>
          <li>
            <Link to="/register/identify/soft-key">软证书认证</Link>
          </li>
          <li>
            <Link to="/register/identify/license-account">营业执照对公账户认证</Link>
          </li>
        </Methods>
      </nav>
      {session ? <CurrentUserLine personName={session.userInfo.personName} userName={session.userInfo.userName} roleLabel={role.label} /> : null}
      {session ? <RoleKeyDiagnostics userName={session.userInfo.userName} /> : null}
    </PageSection>
  );
}
