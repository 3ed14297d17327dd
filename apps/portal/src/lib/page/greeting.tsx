import { styled } from 'styled-components';
import { useAuth } from '../auth';

const Line = styled.p`
  margin: 6px 0 16px;
  color: var(--scf-text-secondary-color, #666);
`;

/** Who is working, for which corporation and in which role: the home's context, from the session. */
export function Greeting() {
  const { session, role } = useAuth();
  if (!session) return null;
  return (
    <Line>
      您好，{session.userInfo.personName}（{session.corpInfo.corpName} · {role.label || '未分配角色'}）
    </Line>
  );
}
