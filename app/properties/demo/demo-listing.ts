import type { Status } from "~/properties/model/property";

/** One demo listing as written in demo-listings.ts (its own file, so demo-facts.ts can take one without a cycle). */
export interface DemoListing {
  title: string;
  project: string;
  type: string;
  location: string;
  sale?: number;
  rent?: number;
  beds?: number;
  baths?: number;
  parks?: number;
  builtUp?: number;
  land?: number;
  status?: Status;
  featured?: boolean;
  tenure?: string;
  photos?: number;
}
