import { useRouteLoaderData } from "react-router";
import type { PublicEnv } from "~/platform/config.server";

/**
 * What the root loader gives every page: the agency and negotiator details
 * and whether an admin is signed in. Declared here rather than inferred from
 * root.tsx, so the top bar and footer need not import the root module that
 * renders them.
 */
export interface RootData {
  env: PublicEnv;
  signedIn: boolean;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}
