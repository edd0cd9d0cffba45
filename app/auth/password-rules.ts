/** The longest e-mail (RFC 5321) and password the sign-in form takes; longer ones are refused unread (400). */
export const SIGN_IN_FIELD_MAX = { email: 254, password: 1024 } as const;

/** The one rule for an admin's password, shared by the account page (its hint and input) and the server that checks it. */
export const MIN_PASSWORD_LENGTH = 8;
