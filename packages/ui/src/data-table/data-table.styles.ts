import { styled } from 'styled-components';
import { Button } from '../button/button';
import { cssVar } from '../theme/css-variables';

export const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

/** Pagination sits under the table's right edge, where the eye ends a list. */
export const PagingBar = styled.div`
  display: flex;
  justify-content: flex-end;
`;

export const ActionList = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 16px;
`;

/** A link-style button sized to the text line, so a row of actions is no taller than a row of text. */
export const ActionButton = styled(Button)<{ $danger?: boolean }>`
  min-height: 0;
  padding: 0;
  gap: 2px;
  ${({ $danger }) => ($danger ? `color: ${cssVar('dangerColor')};` : '')}
`;

export const Failure = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  padding: 16px;
  strong {
    display: block;
    color: ${cssVar('dangerColor')};
    font-size: ${cssVar('fontSizeLg')};
  }
  p {
    margin: 4px 0 0;
  }
`;
