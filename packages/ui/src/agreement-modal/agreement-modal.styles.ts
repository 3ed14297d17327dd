import * as Dialog from '@radix-ui/react-dialog';
import { styled } from 'styled-components';
import { cssVar } from '../theme/css-variables';

export const WideContent = styled(Dialog.Content)`
  position: fixed;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  display: flex;
  flex-direction: column;
  width: min(720px, calc(100vw - 32px));
  max-height: min(80vh, 720px);
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

export const ScrollBody = styled.div`
  flex: 1;
  min-height: 120px;
  overflow-y: auto;
  margin-bottom: 16px;
  padding: 12px;
  border: 1px solid ${cssVar('borderColor')};
  border-radius: ${cssVar('radius')};
  font-size: ${cssVar('fontSizeMd')};
  line-height: 1.7;
  &:focus-visible {
    outline: 2px solid ${cssVar('primaryColor')};
  }
`;

export const Hint = styled.span`
  margin-right: auto;
  align-self: center;
  font-size: ${cssVar('fontSizeSm')};
  color: ${cssVar('textSecondaryColor')};
`;
