import { useId } from 'react';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { PagePart } from '../../../lib/page';

const Part = styled(PagePart)`
  margin-top: 24px;
  h2 {
    font-size: 16px;
    margin: 0 0 12px;
  }
`;

/** A part of ABS资料详情 (合同, 本企业ABS资料): a section named by its h2 heading. */
export function TitledPart({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Part aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Part>
  );
}
