import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { useEndpoint } from '@scf/api';
import { creditEndpoints } from '@scf/api/contract';
import type { ApplicationDetail, BizType } from '@scf/api/contract';
import { Button, Spinner, cssVar } from '@scf/ui';
import { FormAlert } from '../../page';
import { failureMessage } from '../../write';

const Note = styled.p`
  margin: 0 0 16px;
  padding: 8px 12px;
  border-left: 3px solid ${cssVar('primaryColor')};
  background: #f0f5ff;
`;

export interface ApplicationEditorProps {
  /** The draft or returned application to edit. */
  appNo: string;
  bizType: BizType;
  /** The application was submitted. */
  onSubmitted: (detail: ApplicationDetail) => void;
  /** The form, filled from the application; `submitted` ends the edit. */
  children: (detail: ApplicationDetail, submitted: (detail: ApplicationDetail) => void) => ReactNode;
}

/**
 * 编辑 of the caller's draft or returned application (`?edit=`): it loads (重试 on a failure), is refused when the
 * server does not allow 编辑 now, and says which application is being edited and why it came back.
 */
export function ApplicationEditor({ appNo, bizType, onSubmitted, children }: ApplicationEditorProps) {
  const { data, error, mutate } = useEndpoint(creditEndpoints.application, { params: { appNo } });
  // Leave the edit only after the form has re-rendered as submitted, so its unsaved-changes guard lets the move pass.
  const [finished, setFinished] = useState<ApplicationDetail | null>(null);
  useEffect(() => {
    if (finished) onSubmitted(finished);
  }, [finished, onSubmitted]);
  if (error) {
    return (
      <>
        <FormAlert title="申请加载失败" message={failureMessage(error)} />
        <Button onClick={() => void mutate()}>重试</Button>
      </>
    );
  }
  if (!data) return <Spinner label="正在加载申请" />;
  if (data.bizType !== bizType || !data.actions.includes('EDIT')) return <FormAlert title="不能编辑" message={`申请${appNo}当前不能编辑`} />;
  return (
    <>
      <Note>
        正在编辑{data.status === 'RETURNED' ? '已退回的' : ''}申请 {appNo}
        {data.comment ? `。退回意见：${data.comment}` : ''}
      </Note>
      {children(data, setFinished)}
    </>
  );
}
