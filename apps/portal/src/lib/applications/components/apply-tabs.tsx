import type { ReactNode } from 'react';
import type { BizType } from '@scf/api/contract';
import { Tabs } from '@scf/ui';
import { ToastPage } from '../../page';
import { useApplyView } from '../api/use-apply-view';
import type { ApplicationPart } from './application-review';
import { MyApplications } from './my-applications';

export interface FormAndMineTabsProps {
  view: ReturnType<typeof useApplyView>;
  /** The tabs' name. */
  label: string;
  /** The form tab's label, e.g. 融资申请. */
  applyLabel: string;
  /** The list tab's label, e.g. 我的融资申请. */
  mineLabel: string;
  form: ReactNode;
  /** The caller's applications. */
  mine: ReactNode;
}

/** The two tabs of an apply screen, kept in the URL (`?tab=mine`): the form, and the caller's applications. */
export function FormAndMineTabs({ view, label, applyLabel, mineLabel, form, mine }: FormAndMineTabsProps) {
  return (
    <Tabs
      label={label}
      value={view.tab}
      onValueChange={(t) => view.setTab(t === 'mine' ? 'mine' : 'apply')}
      items={[
        { value: 'apply', label: applyLabel, content: form },
        { value: 'mine', label: mineLabel, content: mine },
      ]}
    />
  );
}

export interface ApplyTabsProps {
  view: ReturnType<typeof useApplyView>;
  bizType: BizType;
  /** The form tab's label, e.g. 开立申请. */
  applyLabel: string;
  /** The list tab's label, e.g. 我的开立申请. */
  mineLabel: string;
  form: ReactNode;
  /** 编辑 of the caller's application, where the form can take it. */
  onEdit?: (appNo: string) => void;
  /** The business type's part of an open application. */
  part?: ApplicationPart;
}

/** An apply screen: its form, and the caller's applications of that type with 状态 and the allowed row actions. */
export function ApplyTabs({ view, bizType, applyLabel, mineLabel, form, onEdit, part }: ApplyTabsProps) {
  const mine = (
    <MyApplications bizType={bizType} label={mineLabel} appNo={view.appNo} onOpen={view.open} onBack={view.backToList} onEdit={onEdit} part={part} />
  );
  return <FormAndMineTabs view={view} label={applyLabel} applyLabel={applyLabel} mineLabel={mineLabel} form={form} mine={mine} />;
}

export interface ApplyScreenSpec {
  bizType: BizType;
  /** The form tab's label, e.g. 转让申请. */
  apply: string;
  /** The list tab's label, e.g. 我的转让申请. */
  mine: string;
  form: () => ReactNode;
  /** The business type's part of an open application. */
  part?: ApplicationPart;
}

/** The screen of one apply flow (开立撤回申请, 转让申请 …): its form, and the caller's applications of its type. */
export function applyScreen({ bizType, apply, mine, form, part }: ApplyScreenSpec) {
  return function ApplyScreen() {
    const view = useApplyView();
    return (
      <ToastPage>
        <ApplyTabs view={view} bizType={bizType} applyLabel={apply} mineLabel={mine} form={form()} part={part} />
      </ToastPage>
    );
  };
}
