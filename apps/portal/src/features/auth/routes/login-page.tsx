import { useEffect } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { shadows } from '@scf/ui';
import { homePathOf, useAuth } from '../../../lib/auth';
import { usePlatform } from '../../../lib/platform';
import { externalLoginUrl, goExternal, returnTargetOf } from '../../../lib/navigation';
import { PageSection } from '../../../lib/page';
import { useApiClient } from '@scf/api';
import type { LoginCaptcha } from '@scf/api';
import { authEndpoints } from '@scf/api/contract';
import { LoginForm } from '../components/login-form';

/** A card in the middle of the page, as bank login pages are: the form, then its two ways elsewhere. */
const LoginCard = styled(PageSection)`
  max-width: 400px;
  margin: 64px auto;
  padding: 32px 40px;
  box-shadow: ${shadows.popover};
  h1 {
    text-align: center;
  }
`;

/** Standalone links (not running text): plain, like the other link rows. */
const Links = styled.div`
  display: flex;
  justify-content: space-between;
`;

/**
 * `/login/login`. Goes to the platform's own login page when the config names an allow-listed one (spec §2);
 * after login, back to the validated return address or to the role's home page. A visitor who is already signed
 * in goes there at once: the login form is not for them.
 */
export default function LoginPage() {
  const { status, homePath, login } = useAuth();
  const { settings: platform } = usePlatform();
  const navigate = useNavigate();
  const { search } = useLocation();
  const client = useApiClient();

  useEffect(() => {
    const external = externalLoginUrl(platform.loginUrl, window.location.origin);
    if (external) goExternal(external);
  }, [platform.loginUrl]);

  async function submit(username: string, password: string, captcha?: LoginCaptcha) {
    const session = await login(username, password, captcha);
    navigate(returnTargetOf(search) ?? homePathOf(session), { replace: true });
  }

  if (status === 'authenticated' && homePath) return <Navigate to={returnTargetOf(search) ?? homePath} replace />;

  return (
    <LoginCard aria-labelledby="login-title">
      <h1 id="login-title">用户登录</h1>
      <LoginForm onSubmit={submit} loadCaptcha={() => client.call(authEndpoints.captcha)} />
      <Links>
        <Link to="/register/register">立即注册</Link>
        <Link to="/register/reset-password">忘记密码</Link>
      </Links>
    </LoginCard>
  );
}
