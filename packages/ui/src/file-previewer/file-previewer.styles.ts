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
  inset: 5vh 5vw;
  display: flex;
  flex-direction: column;
  border-radius: ${cssVar('radius')};
  background: ${cssVar('surfaceColor')};
  color: ${cssVar('textColor')};
  font-family: ${cssVar('fontFamily')};
  font-size: ${cssVar('fontSizeMd')};
  box-shadow: 0 6px 24px rgba(0, 0, 0, 0.2);
  z-index: 1001;
  &:focus {
    outline: none;
  }
`;

export const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 12px 16px;
  border-bottom: 1px solid ${cssVar('borderColor')};
`;

export const Title = styled(Dialog.Title)`
  margin: 0;
  font-size: ${cssVar('fontSizeLg')};
  font-weight: 600;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Body = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  flex: 1;
  min-height: 0;
  overflow: auto;
`;

export const Toolbar = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 8px 16px;
  border-bottom: 1px solid ${cssVar('borderColor')};
`;

export const Viewport = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  cursor: grab;
  touch-action: none;
  user-select: none;
  &:active {
    cursor: grabbing;
  }
  &:focus-visible {
    outline: 2px solid ${cssVar('primaryColor')};
    outline-offset: -2px;
  }
`;

export const Picture = styled.img`
  max-width: 100%;
  max-height: 100%;
  transform-origin: center;
  pointer-events: none;
`;

export const StatusText = styled.p`
  margin: 24px;
  text-align: center;
  color: ${cssVar('textSecondaryColor')};
`;

export const PdfPages = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 12px;
  background: #f0f0f0;
`;

export const PagePlaceholder = styled.div`
  background: #ffffff;
  box-shadow: 0 1px 4px rgba(0, 0, 0, 0.15);
`;

export const DownloadLink = styled.a`
  color: ${cssVar('primaryColor')};
`;
