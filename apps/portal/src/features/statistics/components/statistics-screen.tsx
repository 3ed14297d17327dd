import { Button, Skeleton } from '@scf/ui';
import { useAuth } from '../../../lib/auth';
import { FormAlert, Page, useCurrentRoute } from '../../../lib/page';
import { STATISTICS_MESSAGES as T } from '../api/statistics-messages';
import type { Side } from '../api/statistics-messages';
import { useExport } from '../api/use-export';
import { useProduct } from '../../../lib/product';
import { useStatistics } from '../api/use-statistics';
import { LoadFailure } from './load-failure';
import { StatisticsBody } from './statistics-body';

/**
 * 链属企业统计 / 核心企业统计 (domain.md §12) and their voucher twins: a year of the corporation's activity as charts,
 * each with a 表格 view, and 导出 of every table as one xlsx workbook.
 */
export function StatisticsScreen({ side }: { side: Side }) {
  const product = useProduct().type;
  const title = useCurrentRoute().route?.title ?? '';
  const { data, error, isLoading, mutate } = useStatistics(side, product);
  const corpName = useAuth().session?.corpInfo.corpName ?? '';
  const exporter = useExport(data, title, corpName);

  let body;
  if (data) body = <StatisticsBody statistics={data} />;
  else if (error) body = <LoadFailure message={error instanceof Error ? error.message : ''} onRetry={() => void mutate()} />;
  else if (isLoading) body = <Skeleton lines={8} label={T.loading} />;

  return (
    <Page
      actions={
        <Button onClick={() => void exporter.run()} disabled={!data || exporter.busy}>
          {exporter.busy ? T.exporting : T.export}
        </Button>
      }
    >
      <div role="status" aria-live="polite">
        {exporter.done}
      </div>
      {exporter.error ? <FormAlert title={T.exportFailed} message={exporter.error} /> : null}
      {body}
    </Page>
  );
}
