import { css, styled } from 'styled-components';
import { pressableStates } from '../field-style/field-style';
import { cssVar } from '../theme/css-variables';

export type ButtonVariant = 'primary' | 'default' | 'link';

const variants = {
  primary: css`
    background: ${cssVar('primaryColor')};
    border-color: ${cssVar('primaryColor')};
    color: ${cssVar('onPrimaryColor')};
    &:hover:not(:disabled) {
      background: ${cssVar('primaryHoverColor')};
      border-color: ${cssVar('primaryHoverColor')};
    }
  `,
  default: css`
    background: ${cssVar('surfaceColor')};
    border-color: ${cssVar('borderColor')};
    color: ${cssVar('textColor')};
    &:hover:not(:disabled) {
      border-color: ${cssVar('primaryColor')};
      color: ${cssVar('primaryColor')};
    }
  `,
  link: css`
    background: transparent;
    border-color: transparent;
    color: ${cssVar('primaryColor')};
    padding-inline: 0;
    &:hover:not(:disabled) {
      text-decoration: underline;
    }
  `,
};

export const StyledButton = styled.button<{ $variant: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: 32px;
  padding: 4px 15px;
  border: 1px solid;
  border-radius: ${cssVar('radius')};
  font: inherit;
  font-size: ${cssVar('fontSizeMd')};
  cursor: pointer;
  ${({ $variant }) => variants[$variant]}
  ${pressableStates}
`;

export const Spinner = styled.span`
  width: 12px;
  height: 12px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: scf-spin 0.8s linear infinite;
  @keyframes scf-spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
