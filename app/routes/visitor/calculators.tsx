import type { Route } from "./+types/calculators";
import { costProblems, readCostInputs } from "~/costs/inputs";
import { CostProblems } from "~/costs/ui/CostParts";
import { CostToBuy } from "~/costs/ui/CostToBuy";
import { CostsForm, useCostFigures } from "~/costs/ui/CostsForm";
import { MoveIn } from "~/costs/ui/MoveIn";
import { useI18n } from "~/i18n/context";
import { translator } from "~/i18n/translator";
import { loadAsDocument } from "~/platform/hydration";
import { errorMeta, pageMeta, siteInfo } from "~/site/seo";

// Public pages are not hydrated: reached from the admin, they load as documents.
export const clientLoader = loadAsDocument;

/**
 * The calculators (issue 31 item 5): cost to buy, can I borrow it, cost to move in, for a
 * visitor who is not on a listing yet. The inputs are the URL's (a GET form, so it works
 * without JavaScript and a link keeps them); the page cache keys the page by their canonical
 * form (site/page-cache-key.ts).
 */
export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  return { inputs: readCostInputs(query), problems: costProblems(query) };
}

export function meta({ matches, error }: Route.MetaArgs) {
  const site = siteInfo(matches);
  const t = translator(site.lang);
  if (error) return errorMeta(site, t("costs.calc.title"));
  return pageMeta(site, { title: t("costs.calc.title"), description: t("costs.calc.description"), path: "/calculators" });
}

export default function Calculators({ loaderData }: Route.ComponentProps) {
  const { inputs, problems } = loaderData;
  const { t } = useI18n();
  const figures = useCostFigures(inputs);
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <h1 className="text-2xl font-bold">{t("costs.calc.heading")}</h1>
      <p className="mt-2 text-stone-700">{t("costs.calc.intro")}</p>
      <CostProblems value={problems}>
        <CostsForm submit={t("costs.calc.submit")} className="mt-5 space-y-8">
          <CostToBuy inputs={inputs} figures={figures} priceInput />
          <MoveIn inputs={inputs} figures={figures} rentInput customary={null} />
        </CostsForm>
      </CostProblems>
    </div>
  );
}
