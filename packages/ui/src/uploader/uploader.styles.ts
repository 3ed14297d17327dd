import { css, styled } from 'styled-components';
import { pressableStates } from '../field-style/field-style';
import { bodyFont } from '../theme/body-font';
import { cssVar } from '../theme/css-variables';

export const Root = styled.div<{ $dragging: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 8px;
  ${bodyFont}
  color: ${cssVar('textColor')};
  border-radius: ${cssVar('radius')};
  outline: ${({ $dragging }) => ($dragging ? `2px dashed ${cssVar('primaryColor')}` : 'none')};
`;

export const List = styled.ul<{ $image: boolean }>`
  display: flex;
  flex-wrap: wrap;
  flex-direction: ${({ $image }) => ($image ? 'row' : 'column')};
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

// Spec §9: an image block is 140 px wide with a 3:4 ratio by default.
const block = css<{ $width: number }>`
  box-sizing: border-box;
  width: ${({ $width }) => $width}px;
  aspect-ratio: 3 / 4;
  border: 1px solid ${cssVar('borderColor')};
  border-radius: ${cssVar('radius')};
`;

export const Item = styled.li<{ $image: boolean; $width: number; $failed: boolean }>`
  display: flex;
  gap: 6px;
  padding: 6px;
  ${({ $image }) =>
    $image
      ? css<{ $width: number }>`
          ${block};
          flex-direction: column;
          justify-content: space-between;
        `
      : css`
          align-items: center;
          border-bottom: 1px solid ${cssVar('borderColor')};
        `}
  ${({ $failed }) =>
    $failed &&
    css`
      border-color: ${cssVar('dangerColor')};
    `}
`;

export const Thumb = styled.img`
  width: 100%;
  flex: 1;
  min-height: 0;
  object-fit: contain;
`;

export const FileBadge = styled.span`
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: center;
  min-height: 32px;
  background: #f5f5f5;
  color: ${cssVar('textSecondaryColor')};
  text-transform: uppercase;
`;

export const Name = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  flex: 1;
  min-width: 0;
`;

export const ItemActions = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 8px;
`;

export const Progress = styled.progress`
  width: 100%;
  height: 6px;
  accent-color: ${cssVar('primaryColor')};
`;

export const StatusLine = styled.span<{ $error?: boolean }>`
  font-size: ${cssVar('fontSizeSm')};
  color: ${({ $error }) => ($error ? cssVar('dangerColor') : cssVar('textSecondaryColor'))};
`;

export const AddBlock = styled.button<{ $image: boolean; $width: number }>`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 4px;
  padding: 8px 12px;
  font: inherit;
  color: ${cssVar('textColor')};
  background: ${cssVar('surfaceColor')};
  border: 1px dashed ${cssVar('borderColor')};
  border-radius: ${cssVar('radius')};
  cursor: pointer;
  ${({ $image }) =>
    $image &&
    css<{ $width: number }>`
      ${block};
      border-style: dashed;
    `}
  &:hover:not(:disabled) {
    border-color: ${cssVar('primaryColor')};
    color: ${cssVar('primaryColor')};
  }
  ${pressableStates}
`;

export const Hint = styled.span`
  font-size: ${cssVar('fontSizeSm')};
  color: ${cssVar('textSecondaryColor')};
`;

export const Feedback = styled.p`
  margin: 0;
  font-size: ${cssVar('fontSizeSm')};
  color: ${cssVar('dangerColor')};
`;
