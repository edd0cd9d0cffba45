import { Link } from "react-router";
import { PageMessage } from "~/components/PageMessage";
import { CATEGORY_LINKS } from "~/properties/categories";
import { useI18n } from "~/i18n/context";

/** docs/product.md#not-found: links home and to the categories. */
export function NotFoundContent({ message }: { message?: string }) {
  const { t, path } = useI18n();
  return (
    <PageMessage title={t("frame.notFound.title")} note={message}>
      <nav aria-label={t("frame.nav.categories")} className="mt-6">
        <ul className="flex flex-wrap justify-center gap-3 text-sm">
          {CATEGORY_LINKS.map((c) => (
            <li key={c.slug}>
              <Link className="inline-block py-1 text-brand-700 underline" to={path(`/category/${c.slug}`)}>
                {t(`frame.categoryLink.${c.slug}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </PageMessage>
  );
}
