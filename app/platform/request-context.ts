import { createContext } from "react-router";

/**
 * What only the HTTP server knows about a request, handed to React Router
 * in its request context (server/react-router.ts) rather than in a header a
 * client could also send.
 */

/** The Content-Security-Policy nonce of this response: every inline script React writes carries it. */
export const cspNonceContext = createContext<string>("");

/** The client's address as Express resolves it under `trust proxy`; "unknown" where no server set it. */
export const clientIpContext = createContext<string>("unknown");
