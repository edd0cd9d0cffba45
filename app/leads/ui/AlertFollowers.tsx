import { langPath } from "~/i18n/languages";

interface Followed {
  path: string;
  filters: string;
  /** The title of a listing followed for its price; null for a list. */
  listing: string | null;
  followers: number;
  pending: number;
}

/** Statistics → "Alerts" (issue 32 item 3): how many people follow each list or listing. Counts only: no address is shown. */
export function AlertFollowers({ followed }: { followed: Followed[] }) {
  return (
    <section className="mt-6" aria-labelledby="alerts-heading">
      <h2 id="alerts-heading" className="text-lg font-semibold">
        Alerts
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        Visitors who asked to be e-mailed when a listing is new or cheaper on a list, or when one listing&apos;s price drops (at most one e-mail a
        day). Counts only: the addresses are used for nothing else, and unsubscribing deletes them.
      </p>
      {followed.length === 0 ? (
        <p className="mt-2 text-stone-700">Nobody follows a list or a listing yet.</p>
      ) : (
        <table className="mt-2 w-full text-left text-sm">
          <thead>
            <tr className="border-b border-stone-200">
              <th className="py-1 pr-3 font-medium">List or listing</th>
              <th className="py-1 pr-3 text-right font-medium">Following</th>
              <th className="py-1 text-right font-medium">Not confirmed yet</th>
            </tr>
          </thead>
          <tbody>
            {followed.map((f) => {
              const href = f.filters ? `${f.path}?${f.filters}` : f.path;
              return (
                <tr key={href} className="border-b border-stone-100" data-followed={href}>
                  <td className="py-1 pr-3 break-all">
                    {f.listing ? "Price of " : null}
                    <a href={langPath("en", href)} className="inline-block py-1 text-brand-700 underline">
                      {f.listing ?? href}
                    </a>
                  </td>
                  <td className="py-1 pr-3 text-right font-semibold">{f.followers}</td>
                  <td className="py-1 text-right">{f.pending}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
