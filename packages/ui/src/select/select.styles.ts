import { styled } from 'styled-components';
import * as RadixSelect from '@radix-ui/react-select';
import { cssVar } from '../theme/css-variables';

export const Trigger = styled(RadixSelect.Trigger)`
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  width: 100%;
  min-height: 32px;
  padding: 4px 11px;
  border: 1px solid ${cssVar('borderColor')};
  border-radius: ${cssVar('radius')};
  background: ${cssVar('surfaceColor')};
  color: ${cssVar('textColor')};
  font: inherit;
  font-size: ${cssVar('fontSizeMd')};
  cursor: pointer;
  &[data-placeholder] {
    color: ${cssVar('textSecondaryColor')};
  }
  &:hover:not(:disabled),
  &[data-state='open'] {
    border-color: ${cssVar('primaryColor')};
  }
  &:focus-visible {
    outline: 2px solid ${cssVar('primaryColor')};
    outline-offset: 0;
  }
  &[aria-invalid='true'] {
    border-color: ${cssVar('dangerColor')};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
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
