import { styled } from 'styled-components';
import { cssVar } from '@scf/ui';

/** A form's section with its h3 title (转让, 融资申请, 买方付息申请). */
export const FormSection = styled.section`
  margin-bottom: 24px;
  h3 {
    font-size: 15px;
    margin: 0 0 12px;
  }
`;

/** Two columns of fields, each at most 420 px. */
export const FormGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 420px));
  column-gap: 24px;
`;

/** A secondary line of explanation under a form part. */
export const FormHint = styled.p`
  margin: 4px 0 12px;
  font-size: ${cssVar('fontSizeSm')};
  color: ${cssVar('textSecondaryColor')};
`;

/** A detail view (申请详情, 融资详情): the h2 of the application, h3 per part. */
export const DetailSection = styled.section`
  h2 {
    font-size: 16px;
    margin: 0 0 12px;
  }
  h3 {
    font-size: 14px;
    margin: 24px 0 8px;
  }
`;

/** The detail's head: its title and 返回列表. */
export const DetailHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 8px;
`;
