import { styled } from 'styled-components';
import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { choiceStates } from '../field-style/field-style';
import { cssVar } from '../theme/css-variables';

export const Row = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-family: ${cssVar('fontFamily')};
  font-size: ${cssVar('fontSizeMd')};
  color: ${cssVar('textColor')};
`;

export const Box = styled(RadixCheckbox.Root)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 16px;
  height: 16px;
  padding: 0;
  border: 1px solid ${cssVar('borderColor')};
  border-radius: 2px;
  background: ${cssVar('surfaceColor')};
  color: ${cssVar('onPrimaryColor')};
  cursor: pointer;
  &[data-state='checked'],
  &[data-state='indeterminate'] {
    border-color: ${cssVar('primaryColor')};
    background: ${cssVar('primaryColor')};
  }
  &[aria-invalid='true'] {
    border-color: ${cssVar('dangerColor')};
  }
  ${choiceStates}
`;

export const Mark = styled(RadixCheckbox.Indicator)`
  font-size: 12px;
  line-height: 1;
`;
