/** What the log keeps of an unexpected error. */
export interface LoggableError {
  type: string;
  /** A driver's machine code (e.g. a PostgreSQL SQLSTATE), when it has one. */
  code?: string;
  /** Where it was thrown: the stack frames only. */
  stack: string;
}

/**
 * An unexpected error as the log keeps it: its class, code and frames, never its message or the driver's extras
 * (statement, parameters, detail), which carry request data (issue 12 finding 5: ~2 KB of SQL and input per line).
 */
export function loggableError(error: unknown): LoggableError {
  if (!(error instanceof Error)) return { type: typeof error, stack: '' };
  const code = (error as { code?: unknown }).code;
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 8)
    .join('\n');
  return { type: error.name, ...(typeof code === 'string' && /^[A-Z0-9_]{1,40}$/.test(code) ? { code } : {}), stack: frames };
}
