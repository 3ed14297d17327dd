import { Dot, StyledTag } from './tag.styles';
import type { TagTone } from './tag.styles';

/** How one status code looks: its zh-CN label and tone. */
export interface StatusStyle {
  label: string;
  tone: TagTone;
}

export interface StatusTagProps<S extends string> {
  /** The status code from the API, e.g. `APPROVED`. */
  status: S;
  /** Label and tone per status code; an unknown code shows the code in grey. */
  statuses: Readonly<Record<S, StatusStyle>>;
}

/** A status code shown as its label in the status's tone (审核中 blue, 已放款 green, 已驳回 red...). */
export function StatusTag<S extends string>({ status, statuses }: StatusTagProps<S>) {
  const style: StatusStyle | undefined = statuses[status];
  return (
    <StyledTag $tone={style?.tone ?? 'default'} data-status={status}>
      <Dot aria-hidden="true" />
      {style?.label ?? status}
    </StyledTag>
  );
}
