import { styled } from 'styled-components';
import { fieldFrame, fieldStates } from '../field-style/field-style';

export const StyledInput = styled.input`
  ${fieldFrame}
  ${fieldStates('&:focus')}
`;
