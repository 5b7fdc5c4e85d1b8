/**
 * The app's entry: index.html's only script. A prerendered page asks for it once it has painted (its app loader,
 * scripts/app-loader.mjs, docs/decisions/027), a page that is not prerendered at once; either way the app starts now.
 */
// No top-level await here or in the app: it would turn off the bundler's merging of chunks (a page's first load
// would arrive in dozens of small requests).
void import('./main');
