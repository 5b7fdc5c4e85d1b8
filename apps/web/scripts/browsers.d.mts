// Types of browsers.mjs, for the Playwright config.
export declare const CHROMIUM_PATH: string;
export declare const AUTOMATION_BROWSER_PATH: string;
export declare const CHROMIUM_FLAGS: string[];
export declare function findAutomationBrowser():
  { version: string; problem: null } | { version: null; problem: string };
