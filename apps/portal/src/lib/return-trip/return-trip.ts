import { useLocation } from 'react-router-dom';

/**
 * A side trip out of a form and back (issue 28 item 6): 融资申请 sends the user to 新增融资资料 and the package's
 * 提交成功 offers the way back. The trip is carried in the router state, so the pages on the way need not know the
 * form: `path` is where to return, `label` the button's text, `draft` the form's own state, handed back untouched.
 */
export interface ReturnTrip {
  path: string;
  label: string;
  draft?: unknown;
}

interface TripState {
  returnTrip: ReturnTrip;
}

/** The router state that carries `trip` on to the next page. */
export const carryTrip = (trip: ReturnTrip): TripState => ({ returnTrip: trip });

function isTrip(value: unknown): value is ReturnTrip {
  if (typeof value !== 'object' || value === null) return false;
  const t = value as Record<string, unknown>;
  return typeof t.path === 'string' && t.path.startsWith('/') && typeof t.label === 'string';
}

/** The trip this page was reached on, if any (a reload keeps it: the router state is in the history entry). */
export function tripOf(state: unknown): ReturnTrip | null {
  if (typeof state !== 'object' || state === null) return null;
  const trip = (state as Partial<TripState>).returnTrip;
  return isTrip(trip) ? trip : null;
}

export function useReturnTrip(): ReturnTrip | null {
  return tripOf(useLocation().state);
}

/** The router state a form finds its draft in when the trip brings the user back. */
export interface DraftState {
  draft: unknown;
}

/** Where the trip ends: its path (with `search`, e.g. the package just made) and the draft as router state. */
export function tripHome(trip: ReturnTrip, search = ''): { to: string; state: DraftState | null } {
  return { to: `${trip.path}${search}`, state: trip.draft === undefined ? null : { draft: trip.draft } };
}

/** The draft a form left on its trip, when this page is the trip's end. */
export function draftOf(state: unknown): unknown {
  if (typeof state !== 'object' || state === null) return undefined;
  return (state as Partial<DraftState>).draft;
}
