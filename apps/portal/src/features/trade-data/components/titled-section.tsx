import { useId } from 'react';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';

const Frame = styled.section`
  h2 {
    font-size: 16px;
    margin: 0 0 12px;
  }
`;

export interface TitledSectionProps {
  title: ReactNode;
  /** For the screen's spacing (a styled wrapper). */
  className?: string;
  children: ReactNode;
}

/** A part of a package (凭证, 合同, 发票, 其他资料): a section named by its h2 heading. */
export function TitledSection({ title, className, children }: TitledSectionProps) {
  const id = useId();
  return (
    <Frame aria-labelledby={id} className={className}>
      <h2 id={id}>{title}</h2>
      {children}
    </Frame>
  );
}
