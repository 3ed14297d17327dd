declare module 'vitest' {
  interface TaskMeta {
    /** How long the file's setup took to load its worker's shared modules (loadShared); the report shows it apart. */
    sharedStartMs?: number;
  }
}

/** Loads a shared worker's modules from a setup file and reports the load apart from the file's own time. */
export function loadShared<T>(load: () => Promise<T>): Promise<T>;
