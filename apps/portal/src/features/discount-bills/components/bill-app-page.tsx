import type { ReactNode } from 'react';
import { Tabs } from '@scf/ui';
import { useOpenApplication } from '../../../lib/applications';
import { useAuth } from '../../../lib/auth';
import { ToastPage } from '../../../lib/page';
import { BillAppReview, BillAppsTable } from './bill-apps';
import type { BillAppType } from '@scf/api/contract';

export interface BillAppPageProps {
  bizType: BillAppType;
  /** The page's title, the tabs' name. */
  label: string;
  /** The operator's tab: what it picks and asks for (提示收票, 待签收, 撤票). */
  pick: { value: string; label: string; content: ReactNode };
  /** The director's queue and the record list: their table names, and whose name the lists show. */
  queueLabel: string;
  recordTab: string;
  recordLabel: string;
  party: 'payee' | 'drawer';
}

/**
 * A maker–checker page of the packages after acceptance (domain-lines.md §20.3): the operator's tab, or the director's
 * queue of the same type (同意 signs its original there), and the record; `?appNo=` opens one application (todos
 * link here).
 */
export function BillAppPage({ bizType, label, pick, queueLabel, recordTab, recordLabel, party }: BillAppPageProps) {
  const director = useAuth().role?.currentRole === 'ROLE_DIRECTOR';
  const { appNo, open, close } = useOpenApplication();
  if (appNo)
    return (
      <ToastPage>
        <BillAppReview bizType={bizType} appNo={appNo} onBack={close} />
      </ToastPage>
    );
  return (
    <ToastPage>
      <Tabs
        label={label}
        items={[
          director
            ? { value: 'review', label: '待复核', content: <BillAppsTable bizType={bizType} openOnly label={queueLabel} party={party} onOpen={open} /> }
            : pick,
          { value: 'record', label: recordTab, content: <BillAppsTable bizType={bizType} openOnly={false} label={recordLabel} party={party} onOpen={open} /> },
        ]}
      />
    </ToastPage>
  );
}
