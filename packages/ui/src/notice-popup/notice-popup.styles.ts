import { styled } from 'styled-components';
import { cssVar } from '../theme/css-variables';

export const NoticeBody = styled.div`
  flex: 1;
  overflow-y: auto;
  margin-bottom: 16px;
  font-size: ${cssVar('fontSizeMd')};
  line-height: 1.7;
  img {
    max-width: 100%;
  }
`;
