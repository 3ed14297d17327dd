import { styled } from 'styled-components';
import { choiceGroup } from '../field-style/field-style';

export const Group = styled.div<{ $vertical: boolean }>`
  ${choiceGroup}
`;
