import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { homePathOf, useSession } from '../../../app/session';
import { externalLoginUrl, goExternal, returnTargetOf } from '../../../lib/navigation';
import { PageSection } from '../../../lib/page';
import { LoginForm } from '../components/login-form';

const Links = styled.p`
  display: flex;
  gap: 16px;
`;

/**
 * `/login/login`. Goes to the platform's own login page when the config names an allow-listed one (spec §2);
 * after login, back to the validated return address or to the role's home page.
 */
export default function LoginPage() {
  const { login, platform } = useSession();
  const navigate = useNavigate();
  const { search } = useLocation();

  useEffect(() => {
    const external = externalLoginUrl(platform.loginUrl, window.location.origin);
    if (external) goExternal(external);
  }, [platform.loginUrl]);

  async function submit(username: string, password: string) {
    const session = await login(username, password);
    navigate(returnTargetOf(search) ?? homePathOf(session), { replace: true });
  }

  return (
    <PageSection aria-labelledby="login-title">
      <h1 id="login-title">用户登录</h1>
      <LoginForm onSubmit={submit} />
      <Links>
        <Link to="/register/register">立即注册</Link>
        <Link to="/register/reset-password">忘记密码</Link>
      </Links>
    </PageSection>
  );
}
