import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A browser-like caller for app.inject(): keeps cookies between calls and
 * echoes the CSRF cookie, as the web client does.
 */
export class ApiClient {
  private readonly cookies = new Map<string, string>();
  constructor(
    private readonly app: FastifyInstance,
    private readonly extraHeaders: Record<string, string> = {},
  ) {}

  async request(
    method: Method,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    if (method !== 'GET' && !this.cookies.has('csrftoken'))
      await this.request('GET', '/api/session/');
    const cookieHeader = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const options: InjectOptions = {
      method,
      url,
      headers: {
        ...this.extraHeaders,
        ...(cookieHeader ? { cookie: cookieHeader } : {}),
        ...(method !== 'GET' && this.cookies.get('csrftoken')
          ? { 'x-csrftoken': this.cookies.get('csrftoken') ?? '' }
          : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    };
    const response = await this.app.inject(options);
    for (const cookie of response.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const isCleared =
        cookie.value === '' || (cookie.expires && cookie.expires.getTime() < Date.now());
      if (isCleared) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  /** The headers this caller sends, for a request made outside inject (a stream over fetch). */
  headers = (): Record<string, string> => {
    const cookieHeader = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return { ...this.extraHeaders, ...(cookieHeader ? { cookie: cookieHeader } : {}) };
  };

  get = (url: string, headers?: Record<string, string>) =>
    this.request('GET', url, undefined, headers);
  post = (url: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('POST', url, body, headers);
  put = (url: string, body?: unknown) => this.request('PUT', url, body);
  patch = (url: string, body?: unknown) => this.request('PATCH', url, body);
  delete = (url: string) => this.request('DELETE', url);

  async login(email: string, password: string): Promise<LightMyRequestResponse> {
    return this.post('/api/login/', { email, password });
  }
}
