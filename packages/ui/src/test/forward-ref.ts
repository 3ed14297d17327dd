/**
 * True for a `forwardRef` component. React 18 never passes `ref` as a prop (React 19 does), so a component that
 * reads `ref` from its props drops it on React 18: only forwardRef gets it there.
 */
export function isForwardRef(component: unknown): boolean {
  return (component as { $$typeof?: symbol } | null)?.$$typeof === Symbol.for('react.forward_ref');
}
