import { styled } from 'styled-components';
import { cssVar } from '../theme/css-variables';

export const Section = styled.section`
  border: 1px solid ${cssVar('borderColor')};
  border-radius: ${cssVar('radius')};
  background: ${cssVar('surfaceColor')};
  font-family: ${cssVar('fontFamily')};
  color: ${cssVar('textColor')};
`;

export const Head = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 12px 16px;
  border-bottom: 1px solid ${cssVar('borderColor')};
  h2,
  h3,
  h4 {
    margin: 0;
    font-size: ${cssVar('fontSizeLg')};
    font-weight: 600;
  }
`;

export const Body = styled.div`
  padding: 16px;
`;
