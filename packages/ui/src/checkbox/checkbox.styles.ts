import { styled } from 'styled-components';
import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { choiceBox } from '../field-style/field-style';
import { bodyFont } from '../theme/body-font';
import { cssVar } from '../theme/css-variables';

export const Row = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  ${bodyFont}
  color: ${cssVar('textColor')};
`;

export const Box = styled(RadixCheckbox.Root)`
  ${choiceBox}
  border-radius: 2px;
  color: ${cssVar('onPrimaryColor')};
  &[data-state='checked'],
  &[data-state='indeterminate'] {
    border-color: ${cssVar('primaryColor')};
    background: ${cssVar('primaryColor')};
  }
  &[aria-invalid='true'] {
    border-color: ${cssVar('dangerColor')};
  }
`;

export const Mark = styled(RadixCheckbox.Indicator)`
  display: flex;
  font-size: 12px;
  line-height: 1;
  svg {
    width: 12px;
    height: 12px;
  }
`;
