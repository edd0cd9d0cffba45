import { useNavigation } from "react-router";

const LIST_PATHS = /^\/($|listings|category\/|location\/|price-range\/|search)/;

/**
 * Spec §2 loading states while the next page's data is on its way:
 * "Loading..." for a property, "Loading properties..." for a list. The
 * current page stays visible underneath; the region is announced politely.
 */
export function PendingNavigation() {
  const navigation = useNavigation();
  const path = navigation.state === "loading" ? navigation.location.pathname : null;
  const text =
    path === null ? "" : path.startsWith("/listing/") ? "Loading..." : LIST_PATHS.test(path) ? "Loading properties..." : "";
  return (
    <div role="status" aria-live="polite" className={text ? "fixed inset-x-0 top-0 z-50 flex justify-center" : "sr-only"}>
      {text && (
        <p className="mt-2 rounded-full bg-stone-900 px-4 py-1.5 text-sm font-medium text-white shadow-lg">{text}</p>
      )}
    </div>
  );
}
