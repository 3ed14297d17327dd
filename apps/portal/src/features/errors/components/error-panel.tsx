import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageSection } from '../../../lib/page';

export interface ErrorPanelProps {
  title: string;
  children?: ReactNode;
}

/** The common look of the error pages: a heading named for the error, a short text, a way home. */
export function ErrorPanel({ title, children }: ErrorPanelProps) {
  return (
    <PageSection aria-labelledby="error-title">
      <h1 id="error-title">{title}</h1>
      {children}
      <p>
        <Link to="/">返回首页</Link>
      </p>
    </PageSection>
  );
}
