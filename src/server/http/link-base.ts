/**
 * The origin links in messages lead to (signing links, opt-out links): PUBLIC_URL when set, else
 * the address the server listens on (main.ts passes it as linkBaseUrl).
 */
export function linkBaseOf(config: { publicUrl?: string; linkBaseUrl?: string }): string {
  return (config.publicUrl ?? config.linkBaseUrl ?? 'http://localhost:5000').replace(/\/$/, '');
}
