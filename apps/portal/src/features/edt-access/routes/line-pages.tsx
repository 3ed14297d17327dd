import { useEndpoint } from '@scf/api';
import { edtEndpoints } from '@scf/api/contract';
import { ToastProvider } from '@scf/ui';
import { Page } from '../../../lib/page';
import { LineManager } from '../components/line-manager';
import { LineTable } from '../components/line-table';

/** 授信查询 (the supplier, §19.3): its e订通 lines, read-only. */
export function LineQueryPage() {
  const { data, error, isLoading, mutate } = useEndpoint(edtEndpoints.lines, {});
  return (
    <Page>
      <LineTable rows={data} loading={isLoading} error={error} onRetry={() => void mutate()} />
    </Page>
  );
}

/** 授信管理 (the bank's product manager, §19.3). */
export function LineManagePage() {
  return (
    <ToastProvider>
      <Page title="授信管理">
        <LineManager />
      </Page>
    </ToastProvider>
  );
}
