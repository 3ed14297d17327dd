import { useId } from 'react';
import type { ReactNode } from 'react';
import { Body, Head, Section } from './card.styles';

export interface CardProps {
  /** Heading of the card; also names the region. */
  title?: string;
  /** Heading level for the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Actions at the right of the header, e.g. 查看更多. */
  extra?: ReactNode;
  /** Card body. */
  children: ReactNode;
}

/** A bordered panel with an optional titled header; a titled card is a named region. */
export function Card({ title, headingLevel = 2, extra, children }: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <Section aria-labelledby={title ? titleId : undefined}>
      {title || extra ? (
        <Head>
          {title ? <Heading id={titleId}>{title}</Heading> : <span />}
          {extra}
        </Head>
      ) : null}
      <Body>{children}</Body>
    </Section>
  );
}
