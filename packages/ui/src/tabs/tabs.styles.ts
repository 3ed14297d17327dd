import { styled } from 'styled-components';
import * as RadixTabs from '@radix-ui/react-tabs';
import { focusRing } from '../field-style/field-style';
import { cssVar } from '../theme/css-variables';

export const List = styled(RadixTabs.List)`
  display: flex;
  gap: 24px;
  border-bottom: 1px solid ${cssVar('borderColor')};
  font-family: ${cssVar('fontFamily')};
`;

export const Trigger = styled(RadixTabs.Trigger)`
  padding: 10px 0;
  border: 0;
  border-bottom: 2px solid transparent;
  margin-bottom: -1px;
  background: none;
  color: ${cssVar('textColor')};
  font: inherit;
  font-size: ${cssVar('fontSizeMd')};
  cursor: pointer;
  &[data-state='active'] {
    border-bottom-color: ${cssVar('primaryColor')};
    color: ${cssVar('primaryColor')};
    font-weight: 600;
  }
  ${focusRing()}
  &:disabled {
    color: ${cssVar('textSecondaryColor')};
    cursor: not-allowed;
  }
`;

export const Panel = styled(RadixTabs.Content)`
  padding: 16px 0;
  ${focusRing('0')}
`;
