import type { Ref } from 'react';

/** Gives a node to a forwarded ref of either kind (callback or object), as React would. */
export function assignRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}
