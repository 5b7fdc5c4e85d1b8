import type { FastifyRequest } from 'fastify';

/** The site's origin for the absolute links a request is answered with (canonical, sitemap, file links). */
export type PublicOrigin = (request: FastifyRequest) => string;

/**
 * The hosts absolute links may name when neither PUBLIC_URL nor ALLOWED_HOSTS is set: this machine, on `port` when
 * it is known (the server's PORT), else on the protocol's default port.
 */
export function defaultAllowedHosts(port?: number): string[] {
  return ['localhost', '127.0.0.1'].map((host) => (port === undefined ? host : `${host}:${port}`));
}

/** The entries of a host list that are no host name with an optional port: a scheme, a path, credentials. */
export function notHosts(hosts: readonly string[]): string[] {
  return hosts.filter((host) => /[/?#@\\]/.test(host) || !URL.canParse(`http://${host}`));
}

/**
 * PUBLIC_URL when configured. Else the origin the request came to, but only when its Host (the client's word) is
 * one of the allowed hosts (by default `defaultAllowedHosts()`); any other Host gets the first allowed host, so no
 * request can make the site name another origin.
 */
export function publicOriginOf(options: {
  publicUrl?: string | undefined;
  allowedHosts?: readonly string[] | undefined;
}): PublicOrigin {
  if (options.publicUrl) {
    const origin = new URL(options.publicUrl).origin;
    return () => origin;
  }
  const allowedHosts = options.allowedHosts ?? defaultAllowedHosts();
  const invalid = notHosts(allowedHosts);
  if (allowedHosts.length === 0 || invalid.length > 0) {
    throw new Error(`Absolute links need PUBLIC_URL or allowed hosts; not a host: ${invalid.join(', ')}`);
  }
  return (request) => {
    // Through URL, so `localhost:80` and `localhost` name the same origin, and whatever else a Host holds is dropped.
    const originOf = (host: string) => {
      const url = `${request.protocol}://${host}`;
      return URL.canParse(url) ? new URL(url).origin : undefined;
    };
    const allowed = allowedHosts.map((host) => originOf(host)!);
    const requested = originOf(request.host);
    return requested && allowed.includes(requested) ? requested : allowed[0]!;
  };
}

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ENTITIES[character] ?? character);
}
