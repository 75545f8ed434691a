/**
 * What a screen wants back when the user returns to it within the visit (docs/product.md, Game search: the game
 * search's filters, pages and selection). Kept in memory only, and dropped at sign-out with the
 * rest of the user's data.
 */
const memory = new Map<string, unknown>();

export function recall<T>(key: string): T | undefined {
  return memory.get(key) as T | undefined;
}

export function remember<T>(key: string, value: T): void {
  memory.set(key, value);
}

export function forgetScreens(): void {
  memory.clear();
}
