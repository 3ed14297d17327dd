import { useId } from 'react';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Breadcrumb } from './breadcrumb';
import { PageSection } from './page-section';
import { useCurrentRoute } from './use-current-route';

const TitleRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  margin-bottom: 16px;
  h1 {
    margin: 0;
  }
`;

export interface PageProps {
  /** The page heading; the route's title (spec §2) by default. */
  title?: string;
  /** Buttons beside the heading (e.g. 新建). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of a screen: a section named by its heading, the linked breadcrumb and the h1 (the route's Chinese
 * title). Every business screen starts with it, so titles and breadcrumbs never drift from the route catalogue.
 */
export function Page({ title, actions, children }: PageProps) {
  const { route, breadcrumb } = useCurrentRoute();
  const id = useId();
  return (
    <PageSection aria-labelledby={id}>
      <Breadcrumb items={breadcrumb} />
      <TitleRow>
        <h1 id={id}>{title ?? route?.title ?? ''}</h1>
        {actions}
      </TitleRow>
      {children}
    </PageSection>
  );
}
