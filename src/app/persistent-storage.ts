let asked = false;

/**
 * Asks once per page load that the browser keep this site's storage (the offline cache) under
 * storage pressure. Best effort and silent: a refusal or a missing API only means the browser may
 * evict the cache, and everything in it can be fetched again.
 */
export function requestPersistentStorage() {
  if (asked || typeof navigator === 'undefined' || !navigator.storage?.persist) return;
  asked = true;
  navigator.storage
    .persisted()
    .then((persisted) => (persisted ? true : navigator.storage.persist()))
    .catch(() => undefined);
}
