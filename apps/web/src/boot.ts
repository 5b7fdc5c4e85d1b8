/**
 * The app's entry: index.html's only script. A prerendered page asks for it once it has painted (its app loader,
 * scripts/app-loader.mjs, docs/decisions/027), a page that is not prerendered at once; either way the app starts now.
 *
 * React DOM is evaluated in a task of its own before the app's modules: evaluated together, they would hold a phone
 * from answering a tap for both at once (Lighthouse's total blocking time, docs/decisions/033).
 */
// No top-level await here or in the app: it would turn off the bundler's merging of chunks (a page's first load
// would arrive in dozens of small requests).
void import('react-dom/client').then(() => setTimeout(() => void import('./main')));
