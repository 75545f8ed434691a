/**
 * The lock every change of users' roles and status takes (the user administration, an account's
 * deletion, a fair-play ban), held until the transaction ends: two admins cannot demote or
 * delete each other at the same moment, and a ban never interleaves with a user edit.
 */
import { sql } from 'drizzle-orm';

export const USER_UPDATE_LOCK = sql`select pg_advisory_xact_lock(748201)`;
