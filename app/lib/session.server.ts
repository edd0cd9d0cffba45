/**
 * Admin sessions. Placeholder interface for the foundation: the admin issue
 * replaces the body with database-backed sessions.
 */
export interface AdminUser {
  id: string;
  email: string;
}

export async function getAdminUser(_request: Request): Promise<AdminUser | null> {
  return null;
}
