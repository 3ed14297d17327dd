import { styled } from 'styled-components';
import * as RadixRadio from '@radix-ui/react-radio-group';
import { choiceGroup, choiceStates } from '../field-style/field-style';
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
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 16px;
  height: 16px;
  padding: 0;
  border: 1px solid ${cssVar('borderColor')};
  border-radius: 50%;
  background: ${cssVar('surfaceColor')};
  cursor: pointer;
  &[data-state='checked'] {
    border-color: ${cssVar('primaryColor')};
  }
  ${choiceStates}
`;

export const Indicator = styled(RadixRadio.Indicator)`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${cssVar('primaryColor')};
`;
