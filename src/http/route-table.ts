/**
 * Remembers every registered path and its methods, so an unmatched request to a known path
 * gets 405 with `Allow` instead of Fastify's default 404.
 */
export class RouteTable {
  private readonly routes = new Map<string, { pattern: RegExp; methods: Set<string> }>();

  add(url: string, methods: readonly string[]): void {
    let entry = this.routes.get(url);
    if (!entry) {
      const source = url
        .split('/')
        .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('/');
      entry = { pattern: new RegExp(`^${source}$`), methods: new Set() };
      this.routes.set(url, entry);
    }
    for (const method of methods) entry.methods.add(method.toUpperCase());
  }

  /** The methods allowed on the path, or undefined when no route has this path. */
  allowed(path: string): string[] | undefined {
    const methods = new Set<string>();
    for (const entry of this.routes.values()) {
      if (entry.pattern.test(path)) for (const method of entry.methods) methods.add(method);
    }
    return methods.size > 0 ? [...methods].sort() : undefined;
  }

  /** Every (method, url) pair, HEAD excluded (Fastify adds it to each GET). */
  list(): Array<{ method: string; url: string }> {
    const out: Array<{ method: string; url: string }> = [];
    for (const [url, entry] of this.routes) for (const method of entry.methods) if (method !== 'HEAD') out.push({ method, url });
    return out;
  }
}
