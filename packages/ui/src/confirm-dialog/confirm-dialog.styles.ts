import * as Dialog from '@radix-ui/react-dialog';
import { styled } from 'styled-components';
import { cssVar } from '../theme/css-variables';

export const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  background: rgba(0, 0, 0, 0.45);
  z-index: 1000;
`;

export const Content = styled(Dialog.Content)`
  position: fixed;
  top: 30%;
  left: 50%;
  transform: translate(-50%, -30%);
  width: min(420px, calc(100vw - 32px));
  padding: 24px;
  border-radius: ${cssVar('radius')};
  background: ${cssVar('surfaceColor')};
  color: ${cssVar('textColor')};
  font-family: ${cssVar('fontFamily')};
  box-shadow: 0 6px 24px rgba(0, 0, 0, 0.2);
  z-index: 1001;
  &:focus {
    outline: none;
  }
`;

export const Title = styled(Dialog.Title)`
  margin: 0 0 12px;
  font-size: ${cssVar('fontSizeLg')};
  font-weight: 600;
`;

export const Description = styled(Dialog.Description)`
  margin: 0 0 20px;
  font-size: ${cssVar('fontSizeMd')};
  color: ${cssVar('textSecondaryColor')};
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
`;
