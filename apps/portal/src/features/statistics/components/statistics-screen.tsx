import { useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { Button, Select, Skeleton } from '@scf/ui';
import { useAuth } from '../../../lib/auth';
import { FormAlert, Page, useCurrentRoute } from '../../../lib/page';
import { STATISTICS_MESSAGES as T } from '../api/statistics-messages';
import type { Side } from '../api/statistics-messages';
import { useExport } from '../api/use-export';
import { useProduct } from '../../../lib/product';
import { useStatistics } from '../api/use-statistics';
import { useBusinessDate } from '../../../lib/business-date';
import { LoadFailure } from './load-failure';
import { StatisticsBody } from './statistics-body';

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  > div {
    width: 140px;
  }
`;

const RECENT = 'recent';

/** 统计期间 in the URL (`?period=2024`): 近12个月 (to the business date) or a calendar year of the last three. */
function usePeriod() {
  const [params, setParams] = useSearchParams();
  const businessYear = Number((useBusinessDate() ?? '').slice(0, 4));
  const years = businessYear ? [businessYear, businessYear - 1, businessYear - 2] : [];
  const asked = params.get('period') ?? RECENT;
  const value = years.some((y) => String(y) === asked) ? asked : RECENT;
  const options = [{ value: RECENT, label: T.recentPeriod }, ...years.map((y) => ({ value: String(y), label: T.yearPeriod(y) }))];
  const set = (v: string) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      if (v === RECENT) p.delete('period');
      else p.set('period', v);
      return p;
    });
  return { value, options, set, to: value === RECENT ? undefined : `${value}-12` };
}

/**
 * 链属企业统计 / 核心企业统计 (domain.md §12) and their voucher twins: a year of the corporation's activity as charts,
 * each with a 表格 view, and 导出 of every table as one xlsx workbook; 统计期间 picks 近12个月 or a calendar year.
 */
export function StatisticsScreen({ side }: { side: Side }) {
  const product = useProduct().type;
  const title = useCurrentRoute().route?.title ?? '';
  const period = usePeriod();
  const { data, error, isLoading, mutate } = useStatistics(side, product, period.to);
  const corpName = useAuth().session?.corpInfo.corpName ?? '';
  const exporter = useExport(data, title, corpName);

  let body;
  if (data) body = <StatisticsBody statistics={data} />;
  else if (error) body = <LoadFailure message={error instanceof Error ? error.message : ''} onRetry={() => void mutate()} />;
  else if (isLoading) body = <Skeleton lines={8} label={T.loading} />;

  return (
    <Page
      actions={
        <Actions>
          <span aria-hidden="true">{T.periodPicker}</span>
          <Select aria-label={T.periodPicker} value={period.value} options={period.options} onValueChange={period.set} />
          <Button onClick={() => void exporter.run()} disabled={!data || exporter.busy}>
            {exporter.busy ? T.exporting : T.export}
          </Button>
        </Actions>
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
