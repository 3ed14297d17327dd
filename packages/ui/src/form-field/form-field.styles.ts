import { styled } from 'styled-components';
import { cssVar } from '../theme/css-variables';

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: 16px;
  font-family: ${cssVar('fontFamily')};
`;

export const Label = styled.label`
  font-size: ${cssVar('fontSizeMd')};
  color: ${cssVar('textColor')};
`;

export const RequiredMark = styled.span`
  margin-right: 4px;
  color: ${cssVar('dangerColor')};
`;

export const Help = styled.div`
  font-size: ${cssVar('fontSizeSm')};
  color: ${cssVar('textSecondaryColor')};
`;

export const ErrorText = styled.div`
  font-size: ${cssVar('fontSizeSm')};
  color: ${cssVar('dangerColor')};
`;
