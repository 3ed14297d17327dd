import { styled } from 'styled-components';
import * as RadixToast from '@radix-ui/react-toast';
import { cssVar } from '../theme/css-variables';
import type { ToastKind } from './toast-context';

const accents: Record<ToastKind, string> = { success: '#18692e', error: cssVar('dangerColor'), info: cssVar('primaryColor') };

export const Viewport = styled(RadixToast.Viewport)`
  position: fixed;
  top: 24px;
  left: 50%;
  z-index: 2000;
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
  gap: 8px;
  padding: 10px 16px;
  border-left: 4px solid ${({ $kind }) => accents[$kind]};
  border-radius: ${cssVar('radius')};
  background: ${cssVar('surfaceColor')};
  box-shadow: 0 6px 16px rgba(0, 0, 0, 0.12);
  font-family: ${cssVar('fontFamily')};
  font-size: ${cssVar('fontSizeMd')};
  color: ${cssVar('textColor')};
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
