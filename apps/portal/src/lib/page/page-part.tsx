import { styled } from 'styled-components';
import { cssVar } from '@scf/ui';

/**
 * A part of a page inside its card (兑付概况, 到期凭证, 提交兑付计划): a section named by the caller, set apart from
 * the part before it. Not a card of its own — a `PageSection` inside the page's would frame and indent it twice.
 */
export const PagePart = styled.section`
  & + & {
    margin-top: 24px;
  }
`;

/** Why an action is not open now, or what to do first: said beside it, in the colours of a 处理中 tag (information). */
export const InfoNote = styled.p`
  margin: 12px 0;
  padding: 8px 12px;
  border: 1px solid #91caff;
  border-radius: ${cssVar('radius')};
  background: #e6f4ff;
  color: ${cssVar('textColor')};
`;
