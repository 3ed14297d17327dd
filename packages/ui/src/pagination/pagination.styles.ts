import { styled } from 'styled-components';
import { pressableStates } from '../field-style/field-style';
import { bodyFont } from '../theme/body-font';
import { cssVar } from '../theme/css-variables';

export const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  ${bodyFont}
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
  ${pressableStates}
`;

export const Gap = styled.li`
  min-width: 24px;
  line-height: 32px;
  text-align: center;
  color: ${cssVar('textSecondaryColor')};
`;

/** The page-size choice: the ui Select, as narrow as its longest option. */
export const SizeField = styled.div`
  width: 104px;
`;

export const SmallField = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 4px;
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
