import { styled } from 'styled-components';
import { cssVar } from '../theme/css-variables';

export const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  font-family: ${cssVar('fontFamily')};
  font-size: ${cssVar('fontSizeMd')};
  color: ${cssVar('textColor')};
  ul {
    display: flex;
    gap: 4px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

export const PageButton = styled.button`
  min-width: 32px;
  height: 32px;
  padding: 0 6px;
  border: 1px solid ${cssVar('borderColor')};
  border-radius: ${cssVar('radius')};
  background: ${cssVar('surfaceColor')};
  color: inherit;
  font: inherit;
  cursor: pointer;
  &[aria-current='page'] {
    border-color: ${cssVar('primaryColor')};
    color: ${cssVar('primaryColor')};
    font-weight: 600;
  }
  &:hover:not(:disabled) {
    border-color: ${cssVar('primaryColor')};
  }
  &:focus-visible {
    outline: 2px solid ${cssVar('primaryColor')};
    outline-offset: 1px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

export const Gap = styled.li`
  min-width: 24px;
  line-height: 32px;
  text-align: center;
  color: ${cssVar('textSecondaryColor')};
`;

export const SmallField = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  select,
  input {
    height: 32px;
    border: 1px solid ${cssVar('borderColor')};
    border-radius: ${cssVar('radius')};
    font: inherit;
    background: ${cssVar('surfaceColor')};
  }
  input {
    width: 56px;
    padding: 0 6px;
  }
`;
