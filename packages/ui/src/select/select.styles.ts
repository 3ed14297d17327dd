import { styled } from 'styled-components';
import * as RadixSelect from '@radix-ui/react-select';
import { fieldFrame, fieldTrigger } from '../field-style/field-style';
import { popoverItem, popoverSurface } from '../popover-surface/popover-surface';
import { cssVar } from '../theme/css-variables';

export const Trigger = styled(RadixSelect.Trigger)`
  ${fieldTrigger}
  /* The chosen text starts at the left on one line (a long 收款账户 was centred and wrapped, issue 28 item 11). */
  text-align: left;
  > span:first-child {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  &[data-placeholder] {
    color: ${cssVar('textSecondaryColor')};
  }
`;

/** The filter field at the top of a searchable Select's list. */
export const Search = styled.input`
  ${fieldFrame}
  display: block;
  width: calc(100% - 16px);
  margin: 8px;
  &:focus {
    border-color: ${cssVar('primaryColor')};
    outline: none;
  }
`;

export const NoMatch = styled.div`
  padding: 6px 12px;
  color: ${cssVar('textSecondaryColor')};
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
