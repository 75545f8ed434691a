/** A Cache Storage stand-in for the worker's files in Node tests: one cache, keyed by path. */
export function fakeCaches() {
  const store = new Map<string, Response>();
  const key = (request: RequestInfo | URL) =>
    new URL(typeof request === 'string' ? request : request.toString(), 'http://ordbot.test')
      .pathname;
  const cache = {
    match: async (request: RequestInfo | URL) => store.get(key(request))?.clone(),
    put: async (request: RequestInfo | URL, response: Response) => {
      store.set(key(request), response);
    },
    keys: async () => [...store.keys()].map((path) => new Request(`http://ordbot.test${path}`)),
    delete: async (request: Request) => store.delete(key(request)),
  };
  return { store, caches: { open: async () => cache } };
}
