import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

/**
 * Enquiries per client network (an IPv4 address, an IPv6 /64: decision 040),
 * and in all, in memory per instance (never stored: no address is kept with an
 * enquiry), counted by `rate-limiter-flexible`. A person sends one or two; a
 * script sending more is stopped by its network's limit first. The ceiling
 * degrades instead of switching the form off: past `busyAfter` an hour, only a
 * network's first enquiry of the hour is taken (a flood from many networks
 * cannot shut out a visitor who has sent nothing yet); past `total`, none, to
 * bound what a flood can add to the database.
 */
export const ENQUIRY_LIMITS_PER_HOUR = { perClient: 5, busyAfter: 200, total: 1000 } as const;
const HOUR_S = 60 * 60;
const ALL = "all";

/** "network": this network sent its share this hour; "busy": the site's ceiling was reached. */
export type EnquiryVerdict = "ok" | "network" | "busy";

export function enquiryLimit(limits: { perClient: number; busyAfter: number; total: number } = ENQUIRY_LIMITS_PER_HOUR) {
  const perNetwork = new RateLimiterMemory({ points: limits.perClient, duration: HOUR_S });
  const overall = new RateLimiterMemory({ points: limits.total, duration: HOUR_S });
  const refused = (error: unknown) => {
    if (error instanceof RateLimiterRes) return null;
    throw error;
  };

  return async function take(network: string): Promise<EnquiryVerdict> {
    // consume() counts and checks in one step, so parallel posts cannot slip past; a refusal below gives the points back.
    const mine = await perNetwork.consume(network).catch(refused);
    if (!mine) return "network";
    const all = await overall.consume(ALL).catch(refused);
    if (all && (all.consumedPoints <= limits.busyAfter || mine.consumedPoints === 1)) return "ok";
    if (all) await overall.reward(ALL);
    await perNetwork.reward(network);
    return "busy";
  };
}

let shared: ReturnType<typeof enquiryLimit> | undefined;
export function takeEnquiry(network: string): Promise<EnquiryVerdict> {
  shared ??= enquiryLimit();
  return shared(network);
}
