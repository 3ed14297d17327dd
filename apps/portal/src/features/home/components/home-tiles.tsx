import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { BASE_PATH } from '@scf/api/contract';
import type { HomeTile as HomeTileData } from '@scf/api/contract';
import { HomeTile } from '@scf/finance-widgets';

export const TileGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(230px, 1fr));
  gap: 16px;
  margin: 0 0 24px;
`;

/** The home's figures (domain.md §12); a tile with a link opens where its work is done, in-app. */
export function HomeTiles({ tiles }: { tiles: readonly HomeTileData[] }) {
  const navigate = useNavigate();
  return (
    <TileGrid role="group" aria-label="业务概览">
      {tiles.map((t) => (
        <HomeTile
          key={t.key}
          title={t.title}
          kind={t.kind}
          value={t.value}
          note={t.note}
          headingLevel={2}
          href={t.link ? `${BASE_PATH}${t.link}` : null}
          onNavigate={(href) => navigate(href.slice(BASE_PATH.length))}
        />
      ))}
    </TileGrid>
  );
}
