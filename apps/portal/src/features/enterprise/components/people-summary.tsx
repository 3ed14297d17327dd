import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import type { EnterpriseInfo } from '@scf/api/contract';
import { cssVar } from '@scf/ui';
import { useAuth } from '../../../lib/auth';

const Figures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 32px;
  margin: 0;
  div {
    min-width: 96px;
  }
  dt {
    color: ${cssVar('textSecondaryColor')};
    font-size: 13px;
  }
  dd {
    margin: 4px 0 0;
    font-size: 20px;
    font-weight: 600;
  }
`;
const Links = styled.p`
  margin: 16px 0 0;
  display: flex;
  gap: 24px;
`;

const USERS_PATH = '/my/enterprise-info/user/list';
const UKEYS_PATH = '/my/enterprise-info/ukey/list';

/** 用户与Ukey: how many users hold each role and how many Ukeys are bound, with the pages that manage them. */
export function PeopleSummary({ info }: { info: EnterpriseInfo }) {
  const { permissions } = useAuth();
  return (
    <>
      <Figures aria-label="用户与Ukey">
        {info.users.map((u) => (
          <div key={u.role}>
            <dt>{u.roleLabel}</dt>
            <dd>{u.count}人</dd>
          </div>
        ))}
        <div>
          <dt>已绑定Ukey</dt>
          <dd>{info.ukeys}个</dd>
        </div>
      </Figures>
      <Links>
        {permissions.has(USERS_PATH) ? <Link to={USERS_PATH}>用户管理</Link> : null}
        {permissions.has(UKEYS_PATH) ? <Link to={UKEYS_PATH}>Ukey管理</Link> : null}
      </Links>
    </>
  );
}
