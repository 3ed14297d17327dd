import { Empty } from '@scf/ui';
import { useAuth } from '../../../lib/auth';
import { Page } from '../../../lib/page';
import { DistributionForm } from '../components/distribution-form';
import { LinesState } from '../components/lines-state';

/**
 * `/my/limit/distribute` 额度分配: the group operator moves part of an active line of the group to a member (+) or
 * back (−); the group director approves it with the key (`/my/limit/approve`).
 */
export default function DistributePage() {
  const corpId = useAuth().session?.corpInfo.corpId;
  return (
    <Page>
      <LinesState>
        {(lines) => {
          // Only the group that holds a line distributes it; a member sees its sub-limit on 额度查询.
          const own = lines.filter((l) => l.corp.corpId === corpId && l.status === 'ACTIVE');
          return own.length > 0 ? <DistributionForm lines={own} /> : <Empty description="本企业暂无可分配的授信额度" />;
        }}
      </LinesState>
    </Page>
  );
}
