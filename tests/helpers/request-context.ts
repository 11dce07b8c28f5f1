/**
 * The request a server action sees in integration tests: its cookie and client address.
 * `signIn` in tests/helpers/auth.ts fills it from a real Better Auth session.
 */
type Cookie = { name: string; value: string };

class RequestContext {
  private cookieJar = new Map<string, string>();
  clientIp = '203.0.113.10';
  revalidated: string[] = [];

  headers(): Headers {
    // What `npm start` writes from the connection (no proxy in front, the default).
    const headers = new Headers({ 'x-vitrina-socket-ip': this.clientIp, 'x-forwarded-for': this.clientIp, 'user-agent': 'vitest' });
    const cookie = [...this.cookieJar].map(([k, v]) => `${k}=${v}`).join('; ');
    if (cookie) headers.set('cookie', cookie);
    return headers;
  }

  cookieStore() {
    const jar = this.cookieJar;
    return {
      get: (name: string): Cookie | undefined => (jar.has(name) ? { name, value: jar.get(name) ?? '' } : undefined),
      getAll: (): Cookie[] => [...jar].map(([name, value]) => ({ name, value })),
      has: (name: string) => jar.has(name),
      set: (name: string | Cookie, value?: string) => {
        if (typeof name === 'string') jar.set(name, value ?? '');
        else jar.set(name.name, name.value);
      },
      delete: (name: string) => jar.delete(name),
    };
  }

  /** Replaces the cookies with those a Set-Cookie header list carries. */
  setCookiesFrom(setCookie: string[]): void {
    for (const line of setCookie) {
      const [pair] = line.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (!pair || eq < 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) this.cookieJar.delete(name);
      else this.cookieJar.set(name, value);
    }
  }

  signOut(): void {
    this.cookieJar.clear();
  }
}

export const requestContext = new RequestContext();
