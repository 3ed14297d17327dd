import { styled } from 'styled-components';
import * as RadixRadio from '@radix-ui/react-radio-group';
import { choiceBox, choiceGroup } from '../field-style/field-style';
import { cssVar } from '../theme/css-variables';

export const Group = styled(RadixRadio.Root)<{ $vertical: boolean }>`
  ${choiceGroup}
`;

export const Option = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
`;

export const Dot = styled(RadixRadio.Item)`
  ${choiceBox}
  border-radius: 50%;
  &[data-state='checked'] {
    border-color: ${cssVar('primaryColor')};
  }
`;

export const Indicator = styled(RadixRadio.Indicator)`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${cssVar('primaryColor')};
`;
