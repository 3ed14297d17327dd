import type { ReactNode } from 'react';
import { CheckIcon, Cross2Icon } from '@radix-ui/react-icons';
import { messages } from '../messages';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { Description, Icon, List, Step, Title } from './steps.styles';
import type { StepState } from './steps.styles';

export interface StepItem {
  title: string;
  description?: ReactNode;
}

export interface StepsProps {
  /** The steps, in order. */
  items: readonly StepItem[];
  /** Index of the current step; steps before it are finished. */
  current: number;
  /** The current step failed (e.g. 审核驳回). */
  error?: boolean;
  /** Stack the steps (e.g. in a narrow side panel). */
  vertical?: boolean;
}

function stateOf(index: number, current: number, error: boolean): StepState {
  if (index < current) return 'finished';
  if (index > current) return 'waiting';
  return error ? 'error' : 'current';
}

const icon: Record<StepState, (n: number) => ReactNode> = {
  finished: () => <CheckIcon />,
  current: (n) => String(n),
  waiting: (n) => String(n),
  error: () => <Cross2Icon />,
};

/** Progress through a process (申请 → 审核 → 签约 → 放款). Each step's state is also said in words. */
export function Steps({ items, current, error = false, vertical = false }: StepsProps) {
  return (
    <List $vertical={vertical}>
      {items.map((item, index) => {
        const state = stateOf(index, current, error);
        return (
          <Step key={`${item.title}-${index}`} $state={state} aria-current={index === current ? 'step' : undefined}>
            <Icon $state={state} aria-hidden="true">
              {icon[state](index + 1)}
            </Icon>
            <div>
              <Title>
                {item.title}
                <VisuallyHidden>（{messages.steps[state]}）</VisuallyHidden>
              </Title>
              {item.description ? <Description>{item.description}</Description> : null}
            </div>
          </Step>
        );
      })}
    </List>
  );
}
