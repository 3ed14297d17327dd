import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

const PortalContainerContext = createContext<HTMLElement | null>(null);

export interface PortalContainerProviderProps {
  /** Where dialogs, menus, selects, tooltips and the date picker's calendar render; `null` is <body> (default). */
  container: HTMLElement | null;
  children: ReactNode;
}

/**
 * Puts the floating parts of the subtree (dialogs, menus, select lists, tooltips, the calendar) into `container`
 * instead of <body>: a custom element keeps them inside itself, so they inherit its theme variables, and a host
 * can keep them inside its own scrolling or stacking context.
 */
export function PortalContainerProvider({ container, children }: PortalContainerProviderProps) {
  return <PortalContainerContext.Provider value={container}>{children}</PortalContainerContext.Provider>;
}

/** The container for Radix `Portal`s: undefined means <body>, Radix's default. */
export function usePortalContainer(): HTMLElement | undefined {
  return useContext(PortalContainerContext) ?? undefined;
}
