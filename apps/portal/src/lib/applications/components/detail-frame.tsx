import { useId } from 'react';
import type { ReactNode } from 'react';
import { Button, Spinner } from '@scf/ui';
import { FormAlert } from '../../page';
import { failureMessage } from '../../write';
import { DetailHead, DetailSection } from './page-layout';

export interface DetailFrameProps {
  /** The heading, e.g. `申请详情 ISS…`. */
  title: string;
  /** What is loading, for the spinner and the failure (申请详情, 融资详情). */
  what: string;
  onBack: () => void;
  backLabel?: string;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  children: ReactNode;
}

/** The frame of an application's detail: its heading with 返回列表, loading, the failure with 重试, then the detail. */
export function DetailFrame({ title, what, onBack, backLabel = '返回列表', loading, error, onRetry, children }: DetailFrameProps) {
  const titleId = useId();
  return (
    <DetailSection aria-labelledby={titleId}>
      <DetailHead>
        <h2 id={titleId}>{title}</h2>
        <Button variant="link" onClick={onBack}>
          {backLabel}
        </Button>
      </DetailHead>
      {loading ? <Spinner label={`正在加载${what}`} /> : null}
      {error ? (
        <>
          <FormAlert title={`${what}加载失败`} message={failureMessage(error)} />
          <Button onClick={onRetry}>重试</Button>
        </>
      ) : null}
      {children}
    </DetailSection>
  );
}
