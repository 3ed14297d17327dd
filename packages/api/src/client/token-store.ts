/** sessionStorage key of the auth token: survives a reload, dies with the tab (security.md §1.1, §1.7). */
export const TOKEN_STORAGE_KEY = 'scf.token';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Access throws when storage is disabled (privacy modes, sandboxed frames): memory only then.
    return null;
  }
}

/** The auth token in memory, mirrored to sessionStorage. Never localStorage. */
export class TokenStore {
  private token: string | null;
  constructor(private readonly storage: Storage | null = sessionStore()) {
    this.token = this.read();
  }

  get(): string | null {
    return this.token;
  }

  set(token: string | null): void {
    this.token = token;
    try {
      if (token === null) this.storage?.removeItem(TOKEN_STORAGE_KEY);
      else this.storage?.setItem(TOKEN_STORAGE_KEY, token);
    } catch {
      // Quota or disabled storage: the in-memory token still works for this page.
    }
  }

  private read(): string | null {
    try {
      return this.storage?.getItem(TOKEN_STORAGE_KEY) ?? null;
    } catch {
      return null;
    }
  }
}
