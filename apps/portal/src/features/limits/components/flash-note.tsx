import { useLocation } from 'react-router-dom';

/** What the previous screen left to say (已提交 …) in the router state, shown once as a status. */
export function FlashNote() {
  const state: unknown = useLocation().state;
  const flash = state && typeof state === 'object' && 'flash' in state && typeof state.flash === 'string' ? state.flash : null;
  return flash ? <p role="status">{flash}</p> : null;
}
