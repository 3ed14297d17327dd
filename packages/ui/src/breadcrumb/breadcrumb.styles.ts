import { styled } from 'styled-components';
import { bodyFont } from '../theme/body-font';
import { cssVar } from '../theme/css-variables';

/** The trail sits above the page's title, a small step from it. */
export const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  margin: 0 0 8px;
  padding: 0;
  list-style: none;
  ${bodyFont}
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
