import { styled } from 'styled-components';
import { cssVar } from '../theme/css-variables';

export const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  margin: 0;
  padding: 0;
  list-style: none;
  font-family: ${cssVar('fontFamily')};
  font-size: ${cssVar('fontSizeMd')};
  color: ${cssVar('textSecondaryColor')};
  li + li::before {
    content: '/';
    margin: 0 8px;
  }
  a {
    color: ${cssVar('textSecondaryColor')};
    text-decoration: none;
  }
  a:hover {
    color: ${cssVar('primaryColor')};
  }
  a:focus-visible {
    outline: 2px solid ${cssVar('primaryColor')};
  }
  [aria-current='page'] {
    color: ${cssVar('textColor')};
  }
`;
