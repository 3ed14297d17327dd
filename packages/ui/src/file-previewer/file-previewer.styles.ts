import { styled } from 'styled-components';
import { Dialog } from '../dialog/dialog';
import { focusRing } from '../field-style/field-style';
import { cssVar } from '../theme/css-variables';
import { fills } from '../theme/palette';

/** A file name can be long: one line, cut with an ellipsis (the full name is the dialog's accessible name). */
export const FileTitle = styled(Dialog.Title)`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** The image viewer and the PDF pages fill the dialog below its header. */
export const Body = styled(Dialog.Body)`
  position: relative;
  display: flex;
  flex-direction: column;
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
  ${focusRing('-2px')}
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
  background: ${fills.muted};
`;

export const PagePlaceholder = styled.div`
  background: #ffffff;
  box-shadow: 0 1px 4px rgba(0, 0, 0, 0.15);
`;

export const DownloadLink = styled.a`
  color: ${cssVar('primaryColor')};
`;
