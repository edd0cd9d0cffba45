/** Where the Property Manager lives: the editor returns here after a save. */
export const ADMIN_PROPERTIES_PATH = "/admin/properties";
