import { styled } from 'styled-components';
import * as Popover from '@radix-ui/react-popover';
import { fieldTrigger } from '../field-style/field-style';
import { popoverSurface } from '../popover-surface/popover-surface';
import { cssVar } from '../theme/css-variables';
import { fills } from '../theme/palette';

export const Trigger = styled.button`
  ${fieldTrigger}
  text-align: left;
  &[data-empty='true'] {
    color: ${cssVar('textSecondaryColor')};
  }
`;

/** Calendar popover; styles react-day-picker's default class names (rdp-*) so no CSS file has to be imported. */
export const Content = styled(Popover.Content)`
  ${popoverSurface}
  padding: 12px;
  .rdp-root {
    position: relative;
  }
  .rdp-nav {
    position: absolute;
    top: 0;
    right: 0;
    display: flex;
    gap: 4px;
  }
  .rdp-button_previous,
  .rdp-button_next {
    width: 28px;
    height: 28px;
    border: 1px solid ${cssVar('borderColor')};
    border-radius: ${cssVar('radius')};
    background: ${cssVar('surfaceColor')};
    cursor: pointer;
  }
  .rdp-chevron {
    width: 12px;
    height: 12px;
    fill: currentColor;
  }
  .rdp-month_caption {
    height: 28px;
    font-weight: 600;
    line-height: 28px;
  }
  .rdp-months {
    display: flex;
    gap: 24px;
  }
  .rdp-month_grid {
    border-collapse: collapse;
  }
  .rdp-weekday {
    width: 36px;
    height: 28px;
    font-weight: normal;
    color: ${cssVar('textSecondaryColor')};
  }
  .rdp-day {
    padding: 0;
    text-align: center;
  }
  .rdp-day_button {
    width: 36px;
    height: 32px;
    border: 0;
    border-radius: ${cssVar('radius')};
    background: none;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  .rdp-day_button:hover:not(:disabled) {
    background: ${fills.hover};
  }
  .rdp-day_button:focus-visible {
    outline: 2px solid ${cssVar('primaryColor')};
  }
  .rdp-today .rdp-day_button {
    font-weight: 700;
    text-decoration: underline;
  }
  .rdp-outside {
    color: ${cssVar('textSecondaryColor')};
  }
  .rdp-disabled .rdp-day_button {
    color: #9aa0a6;
    text-decoration: line-through;
    cursor: not-allowed;
  }
  .rdp-range_middle {
    background: ${fills.selected};
  }
  .rdp-selected .rdp-day_button,
  .rdp-range_start .rdp-day_button,
  .rdp-range_end .rdp-day_button {
    background: ${cssVar('primaryColor')};
    color: ${cssVar('onPrimaryColor')};
  }
  .rdp-range_middle .rdp-day_button {
    background: none;
    color: inherit;
  }
`;

export const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: 8px;
  button {
    border: 0;
    background: none;
    color: ${cssVar('primaryColor')};
    font: inherit;
    cursor: pointer;
  }
`;
