import { styled } from 'styled-components';
import { cssVar } from '@scf/ui';

/** The content card every page sits in; its headings follow the base style's scale (BaseStyle of @scf/ui). */
export const PageSection = styled.section`
  margin: 24px 0;
  padding: 24px;
  background: ${cssVar('surfaceColor')};
  border-radius: ${cssVar('radius')};
`;
