/** The Chromium binary for tests: CHROMIUM_PATH, else the headless shell when installed, else the full browser. */
export declare function chromiumPath(env?: Record<string, string | undefined>): string;
/** Flags every test browser needs: no sandbox, no GPU, no background traffic. */
export declare const chromiumArgs: readonly string[];
