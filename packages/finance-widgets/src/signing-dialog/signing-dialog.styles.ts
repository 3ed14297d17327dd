import { Dialog, cssVar } from '@scf/ui';
import { styled } from 'styled-components';

// The dialog's frame (scrim, panel, title, body, footer) is @scf/ui's Dialog; only the signing content is styled here.

/** The Ukey tip, in the warning tone: which key and role will sign. Also the dialog's description. */
export const Tip = styled(Dialog.Description)`
  margin: 0 0 12px;
  padding: 8px 12px;
  border: 1px solid #ffe58f;
  border-radius: ${cssVar('radius')};
  background: #fffbe6;
  color: ${cssVar('textColor')};
`;

export const Fields = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 16px;
  margin: 0 0 12px;
  dt {
    color: ${cssVar('textSecondaryColor')};
  }
  dd {
    margin: 0;
    word-break: break-all;
  }
`;

export const OriginalText = styled.pre`
  margin: 4px 0 12px;
  padding: 8px;
  max-height: 160px;
  overflow: auto;
  white-space: pre-wrap;
  word-break: break-all;
  font-size: ${cssVar('fontSizeSm')};
  background: #fafafa;
  border: 1px solid ${cssVar('borderColor')};
  border-radius: ${cssVar('radius')};
`;

/** Under the exact text: the certificate and its serial, for support rather than for the signer's reading. */
export const TechnicalLine = styled.p`
  margin: -4px 0 12px;
  font-size: ${cssVar('fontSizeSm')};
  color: ${cssVar('textSecondaryColor')};
  word-break: break-all;
`;

export const ErrorBox = styled.div`
  margin: 0 0 12px;
  color: ${cssVar('dangerColor')};
  p {
    margin: 0 0 4px;
  }
`;
