import { isRouteErrorResponse, Link } from "react-router";

/**
 * Every admin route's ErrorBoundary: the error shows inside the admin layout,
 * with its navigation still there, instead of replacing the whole page. A
 * thrown response says what it is about ("Property not found."); anything
 * else was our fault and says so plainly, never with a stack.
 */
export function AdminError({ error, backTo = "/admin", backLabel = "Back to the dashboard" }: { error: unknown; backTo?: string; backLabel?: string }) {
  const message =
    isRouteErrorResponse(error) && typeof error.data === "string" && error.status < 500
      ? error.data
      : "Something went wrong on our side. Please try again.";
  return (
    <div role="alert" className="rounded border border-red-200 bg-red-50 p-4">
      <p className="font-medium text-red-900">{message}</p>
      <Link to={backTo} className="mt-2 inline-block text-brand-700 underline">
        {backLabel}
      </Link>
    </div>
  );
}
