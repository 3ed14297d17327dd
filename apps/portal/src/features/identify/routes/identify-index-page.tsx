import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { REALNAME_ADMIN_ONLY } from '@scf/api/contract';
import { RoleKeyDiagnostics } from '@scf/finance-widgets';
import { Button, cssVar } from '@scf/ui';
import { useAuth } from '../../../lib/auth';
import { Breadcrumb, InfoNote, PageSection, useCurrentRoute } from '../../../lib/page';
import { IDENTIFY_PATHS } from '../api/realname-paths';
import { useRealname } from '../api/use-realname';
import { CurrentUserLine } from '../components/current-user-line';
import { RealnameStateTag } from '../components/realname-state-tag';

const Methods = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 16px;
  margin: 16px 0 24px;
  padding: 0;
  list-style: none;
`;

const Method = styled.li`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 20px;
  border: 1px solid ${cssVar('borderColor')};
  border-radius: ${cssVar('radius')};
  h2 {
    margin: 0;
    font-size: 16px;
  }
  p {
    flex: 1;
    margin: 0;
    color: ${cssVar('textSecondaryColor')};
    line-height: 1.6;
  }
  button {
    align-self: flex-start;
  }
`;

const StateLine = styled.p`
  display: flex;
  align-items: center;
  gap: 8px;
`;

/** The three methods of §15.5, with the texts under their titles verbatim. */
const METHODS = [
  { title: 'Ukey认证', path: IDENTIFY_PATHS.ukey, text: '适用于已持有建设银行网银盾或CFCA企业数字证书的企业，插入Ukey即可完成认证' },
  { title: '软证书认证', path: IDENTIFY_PATHS.softKey, text: '适用于法定代表人本人注册的企业，通过法定代表人身份核验后签发软证书' },
  {
    title: '营业执照对公账户认证',
    path: IDENTIFY_PATHS.licenseAccount,
    text: '适用于其他企业：上传营业执照，平台向对公账户打一笔随机金额，回填金额即可完成认证',
  },
] as const;

/**
 * 实名认证 (/register/identify/index, every signed-in user): the corporation's real-name state and the three methods
 * (domain-lines.md §15.5); below, the signing diagnostics of the current role's key (RoleKeyDiagnostics).
 */
export default function IdentifyIndexPage() {
  const { route, breadcrumb } = useCurrentRoute();
  const { session, role } = useAuth();
  const navigate = useNavigate();
  const { data } = useRealname();
  return (
    <PageSection aria-labelledby="identify-title">
      <Breadcrumb items={breadcrumb} />
      <h1 id="identify-title">{route?.title ?? '实名认证'}</h1>
      {data ? (
        <StateLine>
          认证状态：
          <RealnameStateTag state={data.state} />
        </StateLine>
      ) : null}
      {data?.reauth ? <InfoNote role="alert">{data.reauth.message}</InfoNote> : null}
      {data && data.state !== 'VERIFIED' && !data.mayVerify ? <InfoNote role="note">{REALNAME_ADMIN_ONLY}</InfoNote> : null}
      <nav aria-label="认证方式">
        <Methods>
          {METHODS.map((m) => (
            <Method key={m.path}>
              <h2>{m.title}</h2>
              <p>{m.text}</p>
              <Button variant="primary" aria-label={`${m.title} 去认证`} onClick={() => navigate(m.path)}>
                去认证
              </Button>
            </Method>
          ))}
        </Methods>
      </nav>
      {session ? <CurrentUserLine personName={session.userInfo.personName} userName={session.userInfo.userName} roleLabel={role.label} /> : null}
      {session ? <RoleKeyDiagnostics userName={session.userInfo.userName} /> : null}
    </PageSection>
  );
}
