import { useNavigate } from 'react-router-dom';
import { BASE_PATH } from '@scf/api/contract';
import type { HomeTile as HomeTileData } from '@scf/api/contract';
import { HomeTile, HomeTileGrid } from '@scf/finance-widgets';

/** A role home's figures from the server (domain.md §12, the credit homes and the bank staff's 额度查询); a tile with a link opens where its work is done, in-app. */
export function HomeTiles({ tiles, label = '业务概览' }: { tiles: readonly HomeTileData[]; label?: string }) {
  const navigate = useNavigate();
  return (
    <HomeTileGrid label={label}>
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
    </HomeTileGrid>
  );
}
