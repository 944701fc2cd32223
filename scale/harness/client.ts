// A browser-like HTTP client for the scale suite: keeps the session cookies and sends the Origin the CSRF check
// needs on state changes. Every client comes from 127.0.0.1: the balancer replaces any X-Forwarded-For a client
// sends (deploy/haproxy.cfg), so per-address rate limits count the whole test process as one client.

export interface ClusterClientOptions {
  /** Where requests go: the balancer (default) or one instance's own URL. */
  baseUrl?: string;
  /** The Origin sent on state changes (default: baseUrl, which is PUBLIC_URL for the balancer). */
  origin?: string;
  /**
   * Sent as X-Forwarded-For. Through the balancer it is dropped (the instances see 127.0.0.1); straight to an
   * instance, which trusts the header, it sets the address the instance sees. Default: none.
   */
  ip?: string;
  /** Share cookies with another client (e.g. the same person talking to one instance directly). */
  cookies?: Map<string, string>;
}

export interface ClientResponse {
  status: number;
  headers: Headers;
  /** The instance that answered (x-served-by), or null when it said nothing. */
  servedBy: string | null;
  body: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read response fields freely
  json<T = any>(): T;
}

export class ClusterClient {
  readonly baseUrl: string;
  readonly origin: string;
  readonly ip: string | undefined;
  readonly cookies: Map<string, string>;

  constructor(options: ClusterClientOptions & { baseUrl: string }) {
    this.baseUrl = options.baseUrl;
    this.origin = options.origin ?? new URL(options.baseUrl).origin;
    this.ip = options.ip;
    this.cookies = options.cookies ?? new Map();
  }

  /** The same person (cookies, address) talking to another address, e.g. one instance directly. */
  via(baseUrl: string): ClusterClient {
    return new ClusterClient({
      baseUrl,
      origin: this.origin,
      cookies: this.cookies,
      ...(this.ip ? { ip: this.ip } : {}),
    });
  }

  /** A raw fetch with cookies and headers handled; the body is left unread (for SSE streams). */
  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.ip && !headers.has('x-forwarded-for')) headers.set('x-forwarded-for', this.ip);
    const method = (init.method ?? 'GET').toUpperCase();
    if (!['GET', 'HEAD', 'OPTIONS'].includes(method) && !headers.has('origin')) headers.set('origin', this.origin);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(new URL(path, this.baseUrl), { redirect: 'manual', ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = value === '' || attrs.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const init: RequestInit = { method, headers: { ...headers } };
    if (body !== undefined) {
      init.body = JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] = 'application/json';
    }
    const response = await this.fetch(path, init);
    const text = await response.text();
    const result: ClientResponse = {
      status: response.status,
      headers: response.headers,
      servedBy: response.headers.get('x-served-by'),
      body: text,
      json: () => JSON.parse(text),
    };
    return result;
  }

  get = (path: string, headers?: Record<string, string>) => this.request('GET', path, undefined, headers);
  post = (path: string, body: unknown = {}, headers?: Record<string, string>) =>
    this.request('POST', path, body, headers);
  put = (path: string, body: unknown, headers?: Record<string, string>) => this.request('PUT', path, body, headers);
  patch = (path: string, body: unknown, headers?: Record<string, string>) => this.request('PATCH', path, body, headers);
  delete = (path: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('DELETE', path, body, headers);
}
