import type { MouseEvent } from 'react';
import { formatFen, parseFen } from '@scf/api/money';
import { Arrow, Figure, Note, TileBox, Title } from './home-tile.styles';

export interface HomeTileProps {
  /** The figure's Chinese title (可用额度, 待签收, 持有金额 …); the tile's heading. */
  title: string;
  /** `amount`: `value` is yuan as on the wire (`"1234567.89"`); `count`: a number of items. */
  kind: 'amount' | 'count';
  value: string;
  /** A second line under the figure (共 3 笔, 总额度 …). */
  note?: string | null;
  /** Where the tile's work is done: the whole tile becomes a link. */
  href?: string | null;
  /** In-app navigation for a plain click on the link (a new-tab click keeps the browser's behaviour). */
  onNavigate?: (href: string) => void;
  /** Heading level to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
}

function figureOf(kind: HomeTileProps['kind'], value: string): { text: string; unit: string } {
  if (kind === 'count') return { text: value, unit: '笔' };
  try {
    return { text: formatFen(parseFen(value)), unit: '元' };
  } catch {
    // Never guess at a figure that is not an amount: show it as it came.
    return { text: value, unit: '' };
  }
}

const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/** One figure of a role home (domain.md §12): heading, amount `1,234,567.89 元` or count `N 笔`, a note, and a link to act. */
export function HomeTile({ title, kind, value, note, href, onNavigate, headingLevel = 3 }: HomeTileProps) {
  const figure = figureOf(kind, value);
  const body = (
    <>
      <Title as={`h${headingLevel}`}>{title}</Title>
      <Figure data-amount={kind === 'amount' ? value : undefined}>
        {figure.text}
        {figure.unit ? <small>{figure.unit}</small> : null}
      </Figure>
      {note ? <Note>{note}</Note> : null}
    </>
  );
  if (!href) return <TileBox>{body}</TileBox>;
  return (
    <TileBox
      as="a"
      href={href}
      onClick={(e: MouseEvent<HTMLAnchorElement>) => {
        if (!onNavigate || !plainClick(e)) return;
        e.preventDefault();
        onNavigate(href);
      }}
    >
      {body}
      <Arrow aria-hidden="true">›</Arrow>
    </TileBox>
  );
}
