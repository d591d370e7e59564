/**
 * A button the visitor pressed on a server-rendered page before the page's own code took it over.
 *
 * The page's content hydrates with its route's code, which may still be on its way when the app's
 * scripts have run: React hydrates that part later and drops a click that lands on it before then
 * (it replays no discrete event onto a boundary it cannot hydrate yet). A server-rendered button
 * does nothing by itself, so "Chat with seller" pressed a moment early was simply lost.
 *
 * From the app's start until the page is hydrated, the last press of a button inside `region` (the
 * route's part of the page) is kept; once hydrated, it is pressed again, now with its handler. A
 * link needs none of this (the browser follows it), nor does a form's submit button.
 */
export function holdClicks(region: () => Element | null): { replay(): void } {
  let pressed: HTMLButtonElement | undefined;
  const listen = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest('button') : null;
    const inside = region();
    if (!target || !inside?.contains(target) || target.type === 'submit' || target.disabled) return;
    pressed = target;
  };
  document.addEventListener('click', listen, true);
  return {
    replay() {
      document.removeEventListener('click', listen, true);
      const button = pressed;
      pressed = undefined;
      if (button?.isConnected && !button.disabled) button.click();
    },
  };
}
