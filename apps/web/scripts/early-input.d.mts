// Types of early-input.mjs, for its unit test (src/early-input.test.tsx).
export declare function keepEarlyInput(): void;
export declare const EARLY_INPUT_SCRIPT: string;
