/**
 * A prerendered page (scripts/prerender.ts) is on screen before the app's script has run. A
 * click on it meanwhile would do nothing (or follow a link the app would have handled): it is
 * held — stopped before anything sees it — and, once the app has taken the page over, the
 * element at the same place in the app's tree is clicked. Only the latest click is kept.
 * Returns the replay; calling it also stops holding.
 */
export function holdClicks(within: HTMLElement): (app: HTMLElement) => void {
  let path: number[] | undefined;
  const hold = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    path = [];
    for (let element = event.target as Element | null; element && element !== within; element = element.parentElement) {
      path.unshift(element.parentElement ? [...element.parentElement.children].indexOf(element) : 0);
    }
  };
  within.addEventListener('click', hold, true);
  return (app) => {
    within.removeEventListener('click', hold, true);
    const target = path?.reduce<Element | undefined>((element, index) => element?.children[index], app);
    if (target instanceof HTMLElement) target.click();
  };
}
