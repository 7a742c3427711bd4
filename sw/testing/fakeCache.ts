/**
 * An in-memory Cache for the worker's tests: keys are URLs, as the worker uses
 * them; put refuses a 206 as browsers do, so a test fails if a rule tries.
 */
export class FakeCache implements Cache {
  readonly entries = new Map<string, Response>();

  private static urlOf(request: RequestInfo | URL): string {
    const url = new URL(typeof request === 'string' || request instanceof URL ? request : request.url);
    url.hash = '';
    return url.href;
  }

  async match(request: RequestInfo | URL, options?: CacheQueryOptions): Promise<Response | undefined> {
    const wanted = FakeCache.urlOf(request);
    for (const [key, response] of this.entries) {
      const same = options?.ignoreSearch ? key.split('?')[0] === wanted.split('?')[0] : key === wanted;
      if (same) return response.clone();
    }
    return undefined;
  }

  async matchAll(): Promise<readonly Response[]> {
    return [...this.entries.values()].map((r) => r.clone());
  }

  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    if (response.status === 206) throw new TypeError('Partial response (status code 206) is unsupported');
    // Reading the body now, as a real cache does, so a consumed body fails the test here.
    const body = await response.arrayBuffer();
    // A put replaces the key's entry and appends it, as the Cache API's entries keep the order they were put in.
    this.entries.delete(FakeCache.urlOf(request));
    this.entries.set(
      FakeCache.urlOf(request),
      new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers }),
    );
  }

  async add(): Promise<void> {
    throw new Error('not used by the worker');
  }

  async addAll(): Promise<void> {
    throw new Error('not used by the worker');
  }

  async delete(request: RequestInfo | URL): Promise<boolean> {
    return this.entries.delete(FakeCache.urlOf(request));
  }

  async keys(): Promise<readonly Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
}
