import { Link } from "react-router";
import { CATEGORY_LINKS } from "~/properties/categories";

/** docs/product.md#not-found: links home and to the categories. */
export function NotFoundContent({ message }: { message?: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">404 - Page Not Found</h1>
      {message && <p className="mt-4 text-stone-700">{message}</p>}
      <p className="mt-6">
        <Link className="font-medium text-brand-700 underline" to="/">
          Back to All Properties
        </Link>
      </p>
      <nav aria-label="Categories" className="mt-6">
        <ul className="flex flex-wrap justify-center gap-3 text-sm">
          {CATEGORY_LINKS.map((c) => (
            <li key={c.slug}>
              <Link className="text-brand-700 underline" to={`/category/${c.slug}`}>
                {c.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
