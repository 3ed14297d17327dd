import { styled } from 'styled-components';
import { cssVar, fills } from '@scf/ui';

/**
 * A part of a page inside its card (兑付概况, 到期凭证, 提交兑付计划): a section named by the caller, set apart from
 * the part before it. Not a card of its own — a `PageSection` inside the page's would frame and indent it twice.
 */
export const PagePart = styled.section`
  & + & {
    margin-top: 24px;
  }
`;

/** Why an action is not open now, or what to do first: said beside it, marked in the theme's primary colour. */
export const InfoNote = styled.p`
  margin: 12px 0;
  padding: 8px 12px;
  border: 1px solid ${cssVar('borderColor')};
  border-left: 3px solid ${cssVar('primaryColor')};
  border-radius: ${cssVar('radius')};
  background: ${fills.hover};
  color: ${cssVar('textColor')};
`;
