import { useState } from 'react';
import type { BizType } from '@scf/api/contract';
import type { DataTableAction } from '@scf/ui';
import { useApplicationList } from '../api/use-application-list';
import { ApplicationReview } from './application-review';
import type { ApplicationPart } from './application-review';
import { ApplicationsTable } from './applications-table';
import { CancelDialog } from './cancel-dialog';

export interface MyApplicationsProps {
  bizType: BizType;
  label: string;
  /** The open application (`?appNo=`), or null for the list. */
  appNo: string | null;
  onOpen: (appNo: string) => void;
  onBack: () => void;
  /** 编辑 where the screen has a form for it (issue). */
  onEdit?: (appNo: string) => void;
  /** The business type's part of the open application. */
  part?: ApplicationPart;
}

/** The caller's own applications of a type with 状态 and the row actions the server allows (编辑, 撤销申请). */
export function MyApplications({ bizType, label, appNo, onOpen, onBack, onEdit, part }: MyApplicationsProps) {
  const table = useApplicationList('mine', bizType);
  const [cancelling, setCancelling] = useState<string | null>(null);
  if (appNo) return <ApplicationReview appNo={appNo} onBack={onBack} onEdit={onEdit} part={part} />;
  const actions = (row: { appNo: string; actions: readonly string[] }): DataTableAction[] => [
    { label: '查看', onSelect: () => onOpen(row.appNo) },
    ...(row.actions.includes('EDIT') && onEdit ? [{ label: '编辑', onSelect: () => onEdit(row.appNo) }] : []),
    ...(row.actions.includes('CANCEL') ? [{ label: '撤销申请', danger: true, onSelect: () => setCancelling(row.appNo) }] : []),
  ];
  return (
    <>
      <ApplicationsTable label={label} emptyText="暂无申请" onOpen={onOpen} actions={actions} actionsWidth={150} {...table} />
      <CancelDialog appNo={cancelling} onClose={() => setCancelling(null)} />
    </>
  );
}
