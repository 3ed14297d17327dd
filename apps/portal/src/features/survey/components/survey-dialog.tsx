import { useState } from 'react';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { useApiClient, useEndpoint } from '@scf/api';
import { surveyEndpoints } from '@scf/api/contract';
import type { SurveyAnswers } from '@scf/api/contract';
import { Button, Dialog, Spinner, cssVar } from '@scf/ui';
import { submitSurvey } from '../api/survey-submit';
import { SurveyForm } from './survey-form';

const Note = styled.div`
  padding: 24px 0;
  text-align: center;
  line-height: 1.8;
  strong {
    display: block;
    font-size: 16px;
  }
  span {
    color: ${cssVar('textSecondaryColor')};
  }
`;

export interface SurveyDialogProps {
  onClose: () => void;
}

/** A message in place of the form, with 我知道了 (the × is 关闭). */
function Notice({ title, detail, onClose, extra }: { title: string; detail?: string; onClose: () => void; extra?: ReactNode }) {
  return (
    <>
      <Dialog.Body>
        <Note role="status">
          <strong>{title}</strong>
          {detail ? <span>{detail}</span> : null}
        </Note>
      </Dialog.Body>
      <Dialog.Footer>
        {extra}
        <Button variant="primary" onClick={onClose}>
          我知道了
        </Button>
      </Dialog.Footer>
    </>
  );
}

/**
 * 问卷调查 (spec §2 Shell): the open survey's questions from the server, answered once. Someone who has answered (here,
 * in another tab, or refused by the server on a second submit) is told 您已参与本次问卷. Its own chunk (lazy).
 */
export default function SurveyDialog({ onClose }: SurveyDialogProps) {
  const client = useApiClient();
  const { data: survey, error, isLoading, mutate } = useEndpoint(surveyEndpoints.current, {}, { revalidateOnFocus: false });
  const [outcome, setOutcome] = useState<{ kind: 'done' } | { kind: 'answered'; message: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (answers: SurveyAnswers) => {
    if (!survey) return;
    setFailure(null);
    const result = await submitSurvey(client, survey.surveyId, answers);
    if (result.kind === 'failed') return setFailure(result.message);
    setOutcome(result);
    void mutate();
  };

  let body: ReactNode;
  if (outcome?.kind === 'done') body = <Notice title="提交成功，感谢您的参与！" detail="您的意见将帮助我们持续改进平台服务。" onClose={onClose} />;
  else if (outcome?.kind === 'answered' || survey?.answered)
    body = <Notice title="您已参与本次问卷" detail="每位用户仅可提交一次，感谢您的反馈。" onClose={onClose} />;
  else if (isLoading)
    body = (
      <Dialog.Body>
        <Note>
          <Spinner showLabel label="问卷加载中…" />
        </Note>
      </Dialog.Body>
    );
  else if (error) body = <Notice title="问卷加载失败" detail="请稍后重试" onClose={onClose} extra={<Button onClick={() => void mutate()}>重试</Button>} />;
  else if (!survey) body = <Notice title="暂无进行中的问卷" detail="感谢您的关注，敬请期待。" onClose={onClose} />;
  else body = <SurveyForm survey={survey} onSubmit={submit} failure={failure} onCancel={onClose} />;

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content size="lg" aria-describedby={undefined}>
        <Dialog.Header divided>
          <Dialog.Title>{survey?.title ?? '问卷调查'}</Dialog.Title>
          <Dialog.Close />
        </Dialog.Header>
        {body}
      </Dialog.Content>
    </Dialog.Root>
  );
}
