import { styled } from 'styled-components';
import * as RadixSelect from '@radix-ui/react-select';
import { fieldTrigger } from '../field-style/field-style';
import { popoverItem, popoverSurface } from '../popover-surface/popover-surface';
import { cssVar } from '../theme/css-variables';

export const Trigger = styled(RadixSelect.Trigger)`
  ${fieldTrigger}
  &[data-placeholder] {
    color: ${cssVar('textSecondaryColor')};
  }
`;

export const Content = styled(RadixSelect.Content)`
  ${popoverSurface}
  min-width: var(--radix-select-trigger-width);
  max-height: var(--radix-select-content-available-height);
  overflow: hidden;
`;

export const Item = styled(RadixSelect.Item)`
  ${popoverItem}
  &[data-state='checked'] {
    color: ${cssVar('primaryColor')};
    font-weight: 600;
  }
`;
