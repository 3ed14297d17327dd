import { styled } from 'styled-components';
import * as RadixSelect from '@radix-ui/react-select';
import { fieldTrigger } from '../field-style/field-style';
import { cssVar } from '../theme/css-variables';

export const Trigger = styled(RadixSelect.Trigger)`
  ${fieldTrigger}
  &[data-placeholder] {
    color: ${cssVar('textSecondaryColor')};
  }
`;

export const Content = styled(RadixSelect.Content)`
  z-index: 1000;
  min-width: var(--radix-select-trigger-width);
  max-height: var(--radix-select-content-available-height);
  overflow: hidden;
  border: 1px solid ${cssVar('borderColor')};
  border-radius: ${cssVar('radius')};
  background: ${cssVar('surfaceColor')};
  box-shadow: 0 6px 16px rgba(0, 0, 0, 0.12);
  font-family: ${cssVar('fontFamily')};
  font-size: ${cssVar('fontSizeMd')};
`;

export const Item = styled(RadixSelect.Item)`
  padding: 6px 12px;
  color: ${cssVar('textColor')};
  cursor: pointer;
  outline: none;
  &[data-highlighted] {
    background: #f0f5ff;
  }
  &[data-state='checked'] {
    color: ${cssVar('primaryColor')};
    font-weight: 600;
  }
  &[data-disabled] {
    color: ${cssVar('textSecondaryColor')};
    cursor: not-allowed;
  }
`;
