import { styled } from 'styled-components';
import { Dialog } from '../dialog/dialog';

/** Rich notice content: roomier lines, and pictures never wider than the dialog. */
export const NoticeBody = styled(Dialog.Body)`
  line-height: 1.7;
  img {
    max-width: 100%;
  }
`;
