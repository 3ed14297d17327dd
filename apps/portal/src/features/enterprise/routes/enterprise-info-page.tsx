import { Link, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { useEndpoint } from '@scf/api';
import { enterpriseEndpoints } from '@scf/api/contract';
import { Button, Card } from '@scf/ui';
import { useAuth } from '../../../lib/auth';
import { LoadState, Page } from '../../../lib/page';
import { AccountTable } from '../components/account-table';
import { CorpDescriptions } from '../components/corp-descriptions';
import { PeopleSummary } from '../components/people-summary';

const Stack = styled.div`
  display: grid;
  gap: 16px;
`;

const ACCOUNTS_PATH = '/my/enterprise-info/bank-account';
const INFO_UPDATE_PATH = '/my/enterprise-info/info-update';

/**
 * `/my/enterprise-info/info` 企业信息 (domain.md §5.1), the administrator's home: the corporation as the platform
 * knows it (names, USCC, type, group, authentication, products) with 企业信息变更 for who may change it, its users by
 * role and bound Ukeys, and its accounts.
 */
export default function EnterpriseInfoPage() {
  const { data, error, mutate } = useEndpoint(enterpriseEndpoints.info, {});
  const { permissions } = useAuth();
  const navigate = useNavigate();
  return (
    <Page>
      <LoadState what="企业信息" data={data} error={error} onRetry={() => void mutate()}>
        {(info) => (
          <Stack>
            <Card
              title="基本信息"
              extra={permissions.has(INFO_UPDATE_PATH) ? <Button onClick={() => void navigate(INFO_UPDATE_PATH)}>企业信息变更</Button> : undefined}
            >
              <CorpDescriptions info={info} />
            </Card>
            <Card title="用户与Ukey">
              <PeopleSummary info={info} />
            </Card>
            <Card title="银行账户" extra={permissions.has(ACCOUNTS_PATH) ? <Link to={ACCOUNTS_PATH}>查看全部</Link> : undefined}>
              <AccountTable accounts={info.accounts} label="银行账户" />
            </Card>
          </Stack>
        )}
      </LoadState>
    </Page>
  );
}
