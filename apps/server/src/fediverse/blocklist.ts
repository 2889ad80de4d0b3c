/**
 * The fediverse domain blocklist (docs/adr/0032): a blocked domain's activities are refused and
 * nothing is delivered to it. A domain blocks its subdomains too (`example.social` blocks
 * `eu.example.social`).
 */

/** A domain as the list keeps it: lower case, without a trailing dot; null when it is none. */
export function normaliseDomain(input: string): string | null {
  const domain = input.trim().toLowerCase().replace(/\.$/, '');
  return /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/.test(
    domain,
  )
    ? domain
    : null;
}

/** Whether a host (of a URL) is on the list or under a domain that is. */
export function isBlockedHost(host: string, blocked: readonly string[]): boolean {
  const name = host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return blocked.some((domain) => name === domain || name.endsWith(`.${domain}`));
}

/** The domains of `FEDIVERSE_BLOCKED_DOMAINS` (comma- or space-separated); a bad one throws. */
export function parseBlockedDomains(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(/[,\s]+/)
    .filter((part) => part !== '')
    .map((part) => {
      const domain = normaliseDomain(part);
      if (!domain) throw new Error(`"${part}" is not a domain`);
      return domain;
    });
}
