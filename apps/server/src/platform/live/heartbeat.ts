/**
 * A live event stream's heartbeat interval (ms): the design's default, and the range LIVE_HEARTBEAT_MS may set — below
 * the read timeout of a proxy in front (deploy/nginx.conf: 60 s), or a quiet page's stream is cut and reconnects.
 */
export const HEARTBEAT_MS = { default: 15_000, min: 1_000, max: 55_000 } as const;
