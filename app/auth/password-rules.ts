/** The one rule for an admin's password, shared by the account page (its hint and input) and the server that checks it. */
export const MIN_PASSWORD_LENGTH = 8;
