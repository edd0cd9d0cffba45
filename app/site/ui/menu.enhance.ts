import { closestTo, selector, type DataName } from "~/components/page-script";

/** What TopBar.tsx renders: the phone's menu, a `<details>` that opens and closes without any script. */
export const MENU: DataName = "data-menu";

/**
 * The phone menu is a `<details>`: it opens and closes with no script at all. This adds
 * what a visitor expects of a menu besides: a tap outside it or Escape closes it.
 */
export function enhanceMenu(): void {
  const close = (keep?: Element | null) => {
    for (const menu of document.querySelectorAll(`details${selector(MENU)}[open]`)) if (menu !== keep) menu.removeAttribute("open");
  };
  document.addEventListener("click", (event) => close(closestTo(event, selector(MENU))));
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    const open = document.querySelector(`details${selector(MENU)}[open]`);
    if (!open) return;
    close();
    open.querySelector("summary")?.focus();
  });
}
