import { styled } from 'styled-components';
import { cssVar } from '@scf/ui';

export const TileBox = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-height: 112px;
  padding: 16px 20px;
  border: 1px solid ${cssVar('borderColor')};
  border-radius: ${cssVar('radius')};
  background: #fff;
  color: ${cssVar('textColor')};
  text-decoration: none;
  a& {
    transition:
      border-color 0.15s,
      box-shadow 0.15s;
  }
  a&:hover {
    border-color: ${cssVar('primaryColor')};
    box-shadow: 0 2px 8px rgb(0 0 0 / 8%);
  }
  a&:focus-visible {
    outline: 2px solid ${cssVar('primaryColor')};
    outline-offset: 2px;
  }
`;

export const Title = styled.h3`
  margin: 0;
  font-size: ${cssVar('fontSizeMd')};
  font-weight: normal;
  color: ${cssVar('textSecondaryColor')};
`;

export const Figure = styled.p`
  margin: 0;
  font-size: 24px;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  small {
    margin-left: 4px;
    font-size: ${cssVar('fontSizeMd')};
    font-weight: normal;
  }
`;

export const Note = styled.p`
  margin: 0;
  font-size: ${cssVar('fontSizeSm')};
  color: ${cssVar('textSecondaryColor')};
`;

/** The cue that a tile opens somewhere (the heading alone does not say it is a link). */
export const Arrow = styled.span`
  position: absolute;
  top: 14px;
  right: 16px;
  font-size: 18px;
  line-height: 1;
  color: ${cssVar('textSecondaryColor')};
  a:hover > & {
    color: ${cssVar('primaryColor')};
  }
`;

const GAP = 16;
/** Up to four tiles share the row out equally (none narrower than 200 px); more wrap in as many 230 px columns as fit. */
const trackMin = (tiles: number): string => (tiles > 0 && tiles <= 4 ? `max(200px, calc((100% - ${(tiles - 1) * GAP}px) / ${tiles} - 1px))` : '230px');

/** The row of a role home's tiles. */
export const TileGridBox = styled.div<{ $tiles: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${(p) => trackMin(p.$tiles)}, 1fr));
  gap: ${GAP}px;
  margin: 0 0 24px;
`;
