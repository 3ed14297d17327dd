/** The Chromium binary for tests: CHROMIUM_PATH, else the headless shell when installed, else the full browser. */
export declare function chromiumPath(env?: Record<string, string | undefined>): string;
/** Flags every test browser needs: no sandbox, no GPU, no background traffic. */
export declare const chromiumArgs: readonly string[];
/** The test browsers' flags: `chromiumArgs` plus V8 without its optimising tiers and the GPU and network work in-process. */
export declare const testChromiumArgs: readonly string[];
