import * as RadixDialog from '@radix-ui/react-dialog';
import { css, keyframes, styled } from 'styled-components';
import { focusRing } from '../field-style/field-style';
import { bodyFont } from '../theme/body-font';
import { cssVar } from '../theme/css-variables';
import { fills, layers, shadows } from '../theme/palette';

const fadeIn = keyframes`
  from {
    opacity: 0;
  }
`;
// Scale only (the `scale` property leaves the centring transform alone); no fade, so axe can measure contrast at once.
const grow = keyframes`
  from {
    scale: 0.96;
  }
`;

/** Width of a dialog: sm 420 px (questions), md 560 px (forms, signing), lg 720 px (documents), full (previews). */
export type DialogSize = 'sm' | 'md' | 'lg' | 'full';

const widths: Record<Exclude<DialogSize, 'full'>, number> = { sm: 420, md: 560, lg: 720 };

const placement = {
  centred: (width: number) => css`
    top: 50%;
    left: 50%;
    transform: translate(-50%, -50%);
    width: min(${width}px, calc(100vw - 32px));
    max-height: calc(100vh - 64px);
  `,
  // Previews and long documents: the page stays visible as a frame around the dialog.
  full: css`
    inset: 5vh 5vw;
  `,
};

export const Overlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${layers.scrim};
  background: ${fills.scrim};
  /* Open only: a closing dialog leaves at once (Radix would otherwise wait for an exit animation). */
  @media (prefers-reduced-motion: no-preference) {
    &[data-state='open'] {
      animation: ${fadeIn} 150ms ease-out;
    }
  }
`;

export const Panel = styled(RadixDialog.Content)<{ $size: DialogSize }>`
  position: fixed;
  z-index: ${layers.dialog};
  display: flex;
  flex-direction: column;
  ${({ $size }) => ($size === 'full' ? placement.full : placement.centred(widths[$size]))}
  border-radius: ${cssVar('radius')};
  background: ${cssVar('surfaceColor')};
  color: ${cssVar('textColor')};
  box-shadow: ${shadows.dialog};
  ${bodyFont}
  line-height: 1.6;
  @media (prefers-reduced-motion: no-preference) {
    &[data-state='open'] {
      animation: ${grow} 150ms ease-out;
    }
  }
  &:focus {
    outline: none;
  }
`;

export const HeaderBox = styled.div<{ $divided: boolean }>`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 20px 24px 8px;
  ${({ $divided }) =>
    $divided &&
    css`
      padding: 12px 16px 12px 24px;
      border-bottom: 1px solid ${cssVar('borderColor')};
    `}
`;

export const Title = styled(RadixDialog.Title)`
  flex: 1;
  min-width: 0;
  margin: 0;
  font-size: ${cssVar('fontSizeLg')};
  font-weight: 600;
  line-height: 1.5;
  overflow-wrap: anywhere;
`;

export const Description = styled(RadixDialog.Description)`
  margin: 0;
  color: ${cssVar('textSecondaryColor')};
  &:not(:last-child) {
    margin-bottom: 12px;
  }
`;

export const BodyBox = styled.div<{ $flush: boolean }>`
  flex: 1 1 auto;
  min-height: 0;
  overflow: auto;
  overscroll-behavior: contain;
  padding: ${({ $flush }) => ($flush ? '0' : '4px 24px')};
  ${focusRing('-2px')}
`;

export const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 8px;
  padding: 16px 24px 20px;
`;

export const CloseIcon = styled(RadixDialog.Close)`
  flex: none;
  width: 32px;
  height: 32px;
  margin-left: auto;
  padding: 0;
  border: 0;
  border-radius: ${cssVar('radius')};
  background: none;
  color: ${cssVar('textSecondaryColor')};
  font: inherit;
  font-size: 20px;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${fills.muted};
    color: ${cssVar('textColor')};
  }
  ${focusRing('0')}
`;
