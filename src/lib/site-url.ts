/** What a link needs to know about where the site is: the configured public address and where it listens. */
export interface SiteAddress {
  config: { PUBLIC_URL?: string; HOST: string; PORT: number };
  /** The address this process serves the venue on (set when its HTTP server listens). */
  servedAt?: string;
}

/**
 * The site's base address, without a trailing slash: PUBLIC_URL when set, else the address the
 * venue is served on (this process's server, else HOST and PORT, a wildcard host read as localhost).
 */
export function siteBase(site: SiteAddress): string {
  if (site.config.PUBLIC_URL) return site.config.PUBLIC_URL.replace(/\/+$/, '');
  if (site.servedAt) return site.servedAt.replace(/\/+$/, '');
  const host = ['', '0.0.0.0', '::', '[::]'].includes(site.config.HOST) ? 'localhost' : site.config.HOST;
  return `http://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${site.config.PORT}`;
}

/**
 * A full URL for a path of the site (`/waitlist/offer/abc` → `https://golf.example.com/waitlist/offer/abc`):
 * every link a text or an email carries is made here, so none is a bare path.
 */
export function siteUrl(site: SiteAddress, path: string): string {
  return `${siteBase(site)}${path.startsWith('/') ? path : `/${path}`}`;
}
