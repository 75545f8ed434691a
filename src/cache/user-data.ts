/**
 * Cached data belongs to the signed-in user: sign-out calls this so the next person on a shared
 * device sees none of it. Nothing is cached yet; the offline issue clears its database here.
 */
export async function clearUserData(): Promise<void> {}
