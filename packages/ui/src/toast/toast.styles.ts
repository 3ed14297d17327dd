import { styled } from 'styled-components';
import * as RadixToast from '@radix-ui/react-toast';
import { popoverSurface } from '../popover-surface/popover-surface';
import { cssVar } from '../theme/css-variables';
import { layers } from '../theme/palette';
import type { ToastKind } from './toast-context';

const accents: Record<ToastKind, string> = { success: '#18692e', error: cssVar('dangerColor'), info: cssVar('primaryColor') };

export const Viewport = styled(RadixToast.Viewport)`
  position: fixed;
  top: 24px;
  left: 50%;
  z-index: ${layers.toast};
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  transform: translateX(-50%);
  outline: none;
`;

export const Root = styled(RadixToast.Root)<{ $kind: ToastKind }>`
  display: flex;
  align-items: center;
  ${popoverSurface}
  gap: 8px;
  padding: 10px 16px;
  border-left: 4px solid ${({ $kind }) => accents[$kind]};
`;

export const Icon = styled.span<{ $kind: ToastKind }>`
  color: ${({ $kind }) => accents[$kind]};
`;

export const Close = styled(RadixToast.Close)`
  margin-left: 8px;
  border: 0;
  background: none;
  color: ${cssVar('textSecondaryColor')};
  font: inherit;
  cursor: pointer;
`;
