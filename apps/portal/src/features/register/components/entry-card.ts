import { styled } from 'styled-components';
import { shadows } from '@scf/ui';
import { PageSection } from '../../../lib/page';

/** A card in the middle of the page, as the login page is: the public pages of joining (注册, 重置密码, 注册成功). */
export const EntryCard = styled(PageSection)`
  max-width: 640px;
  margin: 40px auto;
  padding: 32px 48px;
  box-shadow: ${shadows.popover};
  h1 {
    text-align: center;
    margin-bottom: 24px;
  }
`;

/** The form's fields one under the other. */
export const EntryFields = styled.form`
  display: grid;
  gap: 14px;
`;

/** A row of plain links under the form (已有账号，立即登录). */
export const EntryLinks = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 16px;
`;
