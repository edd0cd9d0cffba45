import { redirect } from "react-router";

/**
 * Admin sessions. INTERFACE ONLY for now: the admin issue replaces the
 * bodies with database-backed sessions. Every admin loader and action calls
 * `requireAdmin(request)` on its first line.
 */
export interface AdminUser {
  id: string;
  email: string;
}

export async function getAdminUser(_request: Request): Promise<AdminUser | null> {
  return null;
}

/** Returns the signed-in admin, or throws a redirect to /login (with redirectTo). */
export async function requireAdmin(request: Request): Promise<AdminUser> {
  const user = await getAdminUser(request);
  if (user) return user;
  const url = new URL(request.url);
  throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}
