import { css } from 'styled-components';
import { bodyFont } from '../theme/body-font';
import { cssVar } from '../theme/css-variables';

/** The keyboard focus ring of every control, in the primary colour; `offset` keeps it off a border (or inside a scroller). */
export const focusRing = (offset = '2px') => css`
  &:focus-visible {
    outline: 2px solid ${cssVar('primaryColor')};
    outline-offset: ${offset};
  }
`;

/** Focus ring and disabled look of anything pressable: buttons, page buttons, the choice controls. */
export const pressableStates = css`
  ${focusRing()}
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

/**
 * The box every input-like control shares (TextInput, Textarea, Select, DatePicker): border, radius, height,
 * padding, colours and font. Controls add only what is theirs (a counter gap, a flex trigger).
 */
export const fieldFrame = css`
  box-sizing: border-box;
  width: 100%;
  min-height: 32px;
  padding: 4px 11px;
  border: 1px solid ${cssVar('borderColor')};
  border-radius: ${cssVar('radius')};
  background: ${cssVar('surfaceColor')};
  color: ${cssVar('textColor')};
  font: inherit;
  font-size: ${cssVar('fontSizeMd')};
`;

/**
 * Hover, focus ring, invalid and disabled states, in this order (invalid must win over the active border).
 * `active` is the state that also shows the primary border: `&:focus` for text fields, the open popup for triggers.
 */
export const fieldStates = (active: '&:focus' | "&[data-state='open']") => css`
  &:hover:not(:disabled):not([readonly]),
  ${active} {
    border-color: ${cssVar('primaryColor')};
  }
  /* A value the user reads but cannot change (接收方账户 filled from the choice of 接收方) must not look editable. */
  &[readonly] {
    background: color-mix(in srgb, ${cssVar('borderColor')} 35%, ${cssVar('surfaceColor')});
    cursor: default;
  }
  ${focusRing('0')}
  /* An invalid field stays red while hovered or focused: the user is correcting it and must still see which one. */
  &[aria-invalid='true'],
  &[aria-invalid='true']:hover:not(:disabled):not([readonly]),
  ${active}[aria-invalid='true'] {
    border-color: ${cssVar('dangerColor')};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

/** A trigger button that looks like a field and opens a popup (Select, DatePicker): value left, icon right. */
export const fieldTrigger = css`
  ${fieldFrame}
  display: inline-flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  cursor: pointer;
  ${fieldStates("&[data-state='open']")}
`;

/** A row (or column) of choices with their labels: RadioGroup and CheckboxGroup. */
export const choiceGroup = css<{ $vertical: boolean }>`
  display: flex;
  flex-direction: ${({ $vertical }) => ($vertical ? 'column' : 'row')};
  flex-wrap: wrap;
  gap: 8px 24px;
  ${bodyFont}
  color: ${cssVar('textColor')};
`;

/** The 16 px box of a Checkbox or a Radio item, with its focus and disabled states; shape and marks are theirs. */
export const choiceBox = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 16px;
  height: 16px;
  padding: 0;
  border: 1px solid ${cssVar('borderColor')};
  background: ${cssVar('surfaceColor')};
  cursor: pointer;
  ${pressableStates}
`;
