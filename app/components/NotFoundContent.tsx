import { Link } from "react-router";
import { PageMessage } from "./PageMessage";
import { CATEGORY_LINKS } from "~/properties/categories";

/** docs/product.md#not-found: links home and to the categories. */
export function NotFoundContent({ message }: { message?: string }) {
  return (
    <PageMessage title="404 - Page Not Found" note={message}>
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
    </PageMessage>
  );
}
