import { styled } from 'styled-components';
import { Button } from '@scf/ui';

const Row = styled.div`
  display: flex;
  gap: 12px;
  margin-top: 12px;
`;

/** One button of a page form: its handler (none = submits the form), and the request it sends is on its way. */
export interface FormButton {
  onClick?: () => void;
  loading?: boolean;
  disabled?: boolean;
}

export interface FormButtonsProps {
  submit: FormButton & { label?: string };
  /** 保存 (a draft); omitted on forms without drafts. */
  save?: FormButton;
  /** 取消 (leave the form); omitted where the page has its own way back. */
  cancel?: FormButton;
}

/**
 * The buttons under every page form, in one order (issue 28: forms read 保存·提交 or 提交·保存·取消): the primary 提交
 * first where the eye starts on a left-aligned form, then 保存, then 取消. Dialogs keep theirs (DialogButtons:
 * 取消 then the confirm button, right-aligned).
 */
export function FormButtons({ submit, save, cancel }: FormButtonsProps) {
  const action = (b: FormButton) => (b.onClick ? { onClick: b.onClick } : { type: 'submit' as const });
  return (
    <Row>
      <Button variant="primary" loading={submit.loading} disabled={submit.disabled} {...action(submit)}>
        {submit.label ?? '提交'}
      </Button>
      {save ? (
        <Button loading={save.loading} disabled={save.disabled} onClick={save.onClick}>
          保存
        </Button>
      ) : null}
      {cancel ? (
        <Button disabled={cancel.disabled} onClick={cancel.onClick}>
          取消
        </Button>
      ) : null}
    </Row>
  );
}
