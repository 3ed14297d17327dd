import type { ReactElement, ReactNode } from 'react';
import * as RadixTooltip from '@radix-ui/react-tooltip';
import { Arrow, Bubble } from './tooltip.styles';
import { usePortalContainer } from '../portal-container/portal-container';

export interface TooltipProps {
  /** The hint. It describes the trigger; it must not be the only place a needed instruction is given. */
  content: ReactNode;
  /** One focusable element (button, link); it gets the hint as its description. */
  children: ReactElement;
  /** Where the hint shows relative to the trigger. */
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** ms before showing on hover; keyboard focus shows it at once. */
  delayDuration?: number;
}

/** Hover/focus hint on Radix Tooltip; Escape hides it. Brings its own provider so hosts need no setup. */
export function Tooltip({ content, children, side = 'top', delayDuration = 300 }: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal container={usePortalContainer()}>
          <Bubble side={side} sideOffset={4}>
            {content}
            <Arrow />
          </Bubble>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
