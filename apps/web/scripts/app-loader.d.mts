// Types of app-loader.mjs, for its unit test (src/app-loader.test.ts).
export declare function startAppAfterPaint(paintWaitLimitMs: number): void;
export declare const APP_LOADER_SCRIPT: string;
