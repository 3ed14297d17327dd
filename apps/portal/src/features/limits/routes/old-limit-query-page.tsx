import { LoadState, Page } from '../../../lib/page';
import { useOldLines } from '../api/use-old-lines';
import { OldLinesTable } from '../components/old-lines-table';

/**
 * `/my/old-limit/query` 历史额度查询 (domain-lines.md §16.10): the group's expired, replaced and terminated lines (a
 * bank's: those it granted), with the line that replaced each, what it held at its end and what is still unsettled.
 */
export default function OldLimitQueryPage() {
  const { data, error, mutate } = useOldLines();
  return (
    <Page>
      <LoadState what="历史额度" data={data} error={error} onRetry={() => void mutate()}>
        {(lines) => <OldLinesTable lines={lines} />}
      </LoadState>
    </Page>
  );
}
