// The `zod` that browser builds import (see zodWithoutEval in index.js): zod itself, configured before any schema
// is built. Zod probes for eval (`new Function`) when it builds an object schema, to compile fast parsers; the
// site's Content-Security-Policy forbids eval, so the probe is reported as a violation. Every module that imports
// `zod` imports this one first, so the setting is in place before the first schema, whatever the chunk order.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
