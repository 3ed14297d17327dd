import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { Button, Descriptions, Steps, cssVar } from '@scf/ui';
import { readRegistration } from '../api/register-calls';
import { EntryCard } from '../components/entry-card';

const Lead = styled.p`
  margin: 24px 0 0;
  text-align: center;
  color: ${cssVar('textSecondaryColor')};
`;
const Actions = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 24px;
`;
const Progress = styled.div`
  margin: 24px 0;
`;

/**
 * `/register/register-success` 注册成功 (public, domain-lines.md §15.2): what was registered (from this tab's
 * registration; a direct visit shows only 注册成功), the next step and 立即登录.
 */
export default function RegisterSuccessPage() {
  const navigate = useNavigate();
  const [registered] = useState(readRegistration);
  return (
    <EntryCard aria-labelledby="register-success-title">
      <h1 id="register-success-title">注册成功</h1>
      <Progress>
        <Steps items={[{ title: '注册' }, { title: '实名认证' }, { title: '开展业务' }]} current={1} />
      </Progress>
      {registered ? (
        <Descriptions
          columns={1}
          items={[
            { label: '企业名称', value: registered.corpName },
            { label: '登录用户名', value: registered.loginName },
          ]}
        />
      ) : null}
      <Lead>请登录后完成企业实名认证，认证通过后即可开展业务</Lead>
      <Actions>
        <Button variant="primary" onClick={() => navigate('/login/login')}>
          立即登录
        </Button>
      </Actions>
    </EntryCard>
  );
}
