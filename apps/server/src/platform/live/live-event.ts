/** The NOTIFY channel of migration 0074's triggers. */
export const LIVE_CHANNEL = 'scf_live';

/** What a trigger said, read from its payload; kinds and ids only, never business data. */
export type LiveNotice =
  | { kind: 'todo'; corpId: string; role: string }
  | { kind: 'message'; userId: string }
  | { kind: 'application'; appNo: string; bizType: string; corpIds: string[] }
  | { kind: 'session'; sessionId: string };

const text = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 128;

/** A payload of `scf_live`, or null when it is not one (anything else is ignored, never sent on). */
export function parseNotice(payload: string): LiveNotice | null {
  let v: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(payload);
    if (parsed === null || typeof parsed !== 'object') return null;
    v = parsed as Record<string, unknown>;
  } catch {
    return null;
  }
  if (v.k === 'todo' && text(v.c) && text(v.r)) return { kind: 'todo', corpId: v.c, role: v.r };
  if (v.k === 'message' && text(v.u)) return { kind: 'message', userId: v.u };
  if (v.k === 'session' && text(v.s)) return { kind: 'session', sessionId: v.s };
  if (v.k === 'application' && text(v.id) && text(v.b) && Array.isArray(v.c)) {
    const corpIds = [...new Set(v.c.filter(text))];
    return { kind: 'application', appNo: v.id, bizType: v.b, corpIds };
  }
  return null;
}

/** One server-sent event (the data is one line of JSON). */
export const sseEvent = (event: string, data: unknown): string => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** What a stream says to the browser for a notice (the session kind closes streams instead). */
export function eventOf(notice: Exclude<LiveNotice, { kind: 'session' }>): string {
  switch (notice.kind) {
    case 'todo':
      return sseEvent('todo', {});
    case 'message':
      return sseEvent('message', {});
    case 'application':
      return sseEvent('application', { id: notice.appNo, bizType: notice.bizType });
  }
}
