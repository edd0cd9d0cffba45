import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of the response being rendered. Only
 * the server knows it; in the browser it is "" (browsers hide nonce values
 * from the DOM anyway, and hydration ignores the attribute).
 */
export const NonceContext = createContext("");

export function useNonce(): string {
  return useContext(NonceContext);
}
