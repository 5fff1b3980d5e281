/*
 * A prerendered form (the sign-in page) can be typed into before the app's script has
 * run. The app then renders the same page over it: this carries what was typed, the
 * ticked boxes and the focus over to the new fields, as a user would expect. Loaded only
 * when the prerendered page has fields.
 */
type Field = HTMLInputElement | HTMLTextAreaElement;

const fieldsOf = (container: HTMLElement) =>
  [...container.querySelectorAll<Field>('input[name], textarea[name]')].filter((field) => field.type !== 'hidden');

/**
 * Holds on to the prerendered fields; the returned function, called once the app has
 * replaced them, reads what they hold by then and puts it into the app's fields.
 */
export function carryOverTypedInput(container: HTMLElement): (app: HTMLElement) => void {
  const prerendered = fieldsOf(container);
  let focused = prerendered.find((field) => field === document.activeElement)?.name;
  container.addEventListener('focusin', (event) => {
    focused = prerendered.find((field) => field === event.target)?.name;
  });

  return (app) => {
    const fields = new Map(fieldsOf(app).map((field) => [field.name, field]));
    for (const old of prerendered) {
      const field = fields.get(old.name);
      if (!field) continue;
      if (old instanceof HTMLInputElement && field instanceof HTMLInputElement && (old.type === 'checkbox' || old.type === 'radio')) {
        // A click is what React (and the form library) listen to for boxes.
        if (old.checked !== old.defaultChecked && field.checked !== old.checked) field.click();
        continue;
      }
      if (old.value === old.defaultValue) continue;
      // The prototype's setter, so React sees a change, then the event it listens to.
      const prototype = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
      Reflect.set(prototype, 'value', old.value, field);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    // The focused field went with the prerendered page: its counterpart takes the focus.
    if (focused && (document.activeElement === document.body || document.activeElement === null)) fields.get(focused)?.focus();
  };
}
