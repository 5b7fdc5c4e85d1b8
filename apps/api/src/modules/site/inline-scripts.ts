import { createHash } from 'node:crypto';

/**
 * A classic inline script of the build's HTML, such as a prerendered page's app loader (apps/web/scripts/
 * app-loader.mjs): a <script> element without attributes. The data written into a page has a type, and is not run.
 */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/** The CSP sources that allow the inline scripts of a page's HTML, and only them: each one's SHA-256 digest. */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
  );
}

/**
 * The policy with those sources added to its script-src. A policy without a script-src is left as it is: the
 * scripts then stay refused, which leaves the page as its HTML drew it.
 */
export function policyAllowing(policy: string, sources: readonly string[]): string {
  if (sources.length === 0) return policy;
  return policy
    .split(';')
    .map((directive) =>
      directive.trim().startsWith('script-src ') ? `${directive} ${sources.join(' ')}` : directive,
    )
    .join(';');
}
