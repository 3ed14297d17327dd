import { styled } from 'styled-components';
import { cssVar } from '../theme/css-variables';

export const Bar = styled.footer`
  display: flex;
  justify-content: center;
  gap: 48px;
  padding: 24px;
  background: ${cssVar('bottomBarColor')};
  color: ${cssVar('bottomBarTextColor')};
  font-family: ${cssVar('fontFamily')};
  font-size: ${cssVar('fontSizeSm')};
  line-height: 1.8;
  a {
    color: inherit;
  }
  a:focus-visible {
    outline: 2px solid currentColor;
  }
`;

export const Lines = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  p {
    margin: 0;
  }
  span + span {
    margin-left: 16px;
  }
`;

export const QrList = styled.ul`
  display: flex;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  figure {
    margin: 0;
    text-align: center;
  }
  figcaption {
    margin-top: 4px;
  }
`;
