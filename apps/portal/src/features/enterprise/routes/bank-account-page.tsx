import { useEndpoint } from '@scf/api';
import { enterpriseEndpoints } from '@scf/api/contract';
import { LoadState, Page } from '../../../lib/page';
import { AccountTable } from '../components/account-table';

/** `/my/enterprise-info/bank-account` 银行账户 (domain.md §5.1): every account of the corporation with its bank and 联行号. */
export default function BankAccountPage() {
  const { data, error, mutate } = useEndpoint(enterpriseEndpoints.bankAccounts, {});
  return (
    <Page>
      <LoadState what="银行账户" data={data} error={error} onRetry={() => void mutate()}>
        {(accounts) => <AccountTable accounts={accounts} label="银行账户" />}
      </LoadState>
    </Page>
  );
}
