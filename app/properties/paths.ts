/** Where the Property Manager and its editor live: the editor returns to the list after a save. */
export const ADMIN_PROPERTIES_PATH = "/admin/properties";
export const NEW_PROPERTY_PATH = `${ADMIN_PROPERTIES_PATH}/new`;
export const editPath = (id: string) => `${ADMIN_PROPERTIES_PATH}/${encodeURIComponent(id)}/edit`;
/** The new-listing form pre-filled from another listing (its photos and private fields left out). */
export const duplicatePath = (id: string) => `${NEW_PROPERTY_PATH}?${new URLSearchParams({ copy: id })}`;

/** A listing's page, in English (`stripLang` first): the loading text says "Loading..." on the way to one. */
export const isListingPath = (englishPath: string) => englishPath.startsWith("/listing/");
/** A list of listings (home, category, location, price range, project, search): "Loading properties...". */
export const isListPath = (englishPath: string) => /^\/($|listings|category\/|location\/|price-range\/|project\/|search)/.test(englishPath);
