import { styled } from 'styled-components';
import { FormAlert, FormButtons } from '../../../lib/page';

/** Two fields a row on a wide screen, one below 1280 px; the buttons under them. */
export const FormGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0 24px;
  max-width: 880px;
  @media (max-width: 1279px) {
    grid-template-columns: minmax(0, 1fr);
  }
  > .wide {
    grid-column: 1 / -1;
  }
`;

export interface SaveButtonsProps {
  /** The refusal of the last save, shown above the buttons. */
  error: string | undefined;
  submitting: boolean;
  /** The submit button's text. */
  label?: string;
  /** 取消, when the form sits in a dialog. */
  onCancel?: (() => void) | undefined;
}

/** Under a record's form: the refusal of the last save (保存失败), the submit button and 取消. */
export function SaveButtons({ error, submitting, label = '保存', onCancel }: SaveButtonsProps) {
  return (
    <>
      {error ? <FormAlert title="保存失败" message={error} /> : null}
      <FormButtons submit={{ label, loading: submitting }} cancel={onCancel ? { onClick: onCancel } : undefined} />
    </>
  );
}
