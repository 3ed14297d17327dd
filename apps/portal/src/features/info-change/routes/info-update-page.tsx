import { useState } from 'react';
import { styled } from 'styled-components';
import { useEndpoint } from '@scf/api';
import { INFO_CHANGE_STATUS_LABEL, infoChangeEndpoints } from '@scf/api/contract';
import type { InfoChange } from '@scf/api/contract';
import { Card } from '@scf/ui';
import { InfoNote, LoadState, Page } from '../../../lib/page';
import { ChangeRecords } from '../components/change-records';
import { InfoChangeForm } from '../components/info-change-form';

const Stack = styled.div`
  display: grid;
  gap: 16px;
`;

/**
 * `/my/enterprise-info/info-update` 企业信息变更 (domain-lines.md §16.2), from 企业信息: what may change of the
 * registered information, submitted signed with the key and reviewed at once, and 变更记录 of the past changes.
 */
export default function InfoUpdatePage() {
  const current = useEndpoint(infoChangeEndpoints.current, {});
  const records = useEndpoint(infoChangeEndpoints.list, {});
  const [last, setLast] = useState<InfoChange | null>(null);
  // A new form after each submission starts from the information then in force.
  const [round, setRound] = useState(0);
  const done = (change: InfoChange) => {
    setLast(change);
    setRound((n) => n + 1);
    void current.mutate();
    void records.mutate();
  };
  return (
    <Page>
      <Stack>
        <Card title="工商登记信息">
          <div role="status" aria-live="polite">
            {last ? (
              <InfoNote>
                变更申请{last.changeNo}
                {INFO_CHANGE_STATUS_LABEL[last.status]}
                {last.reason ? `：${last.reason}` : ''}
              </InfoNote>
            ) : null}
          </div>
          <LoadState what="企业信息" data={current.data} error={current.error} onRetry={() => void current.mutate()}>
            {(info) => <InfoChangeForm key={`${round}-${info.corpName}-${info.regAddress}`} info={info} onDone={done} />}
          </LoadState>
        </Card>
        <Card title="变更记录">
          <LoadState what="变更记录" data={records.data} error={records.error} onRetry={() => void records.mutate()}>
            {(rows) => <ChangeRecords rows={rows} />}
          </LoadState>
        </Card>
      </Stack>
    </Page>
  );
}
