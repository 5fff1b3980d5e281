/*
 * A prerendered form (the sign-in page) can be typed into before the app's script has
 * run. The app then renders the same page over it: this carries what was typed, the
 * ticked boxes and the focus over to the new fields, as a user would expect. Loaded only
 * when the prerendered page has fields.
 */
type Field = HTMLInputElement | HTMLTextAreaElement;

const fieldsOf = (container: HTMLElement) =>
  [...container.querySelectorAll<Field>('input[name], textarea[name]')].filter((field) => field.type !== 'hidden');

/** Reads the typed state of the prerendered fields; the returned function puts it into the app's. */
export function carryOverTypedInput(container: HTMLElement): (app: HTMLElement) => void {
  const typed = fieldsOf(container).map((field) => ({
    name: field.name,
    value: field.value,
    checked: field instanceof HTMLInputElement ? field.checked : false,
    changed: field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio') ? field.checked !== field.defaultChecked : field.value !== field.defaultValue,
  }));
  const focused = document.activeElement instanceof HTMLElement && container.contains(document.activeElement) ? (document.activeElement.getAttribute('name') ?? undefined) : undefined;

  return (app: HTMLElement) => {
    const fields = new Map(fieldsOf(app).map((field) => [field.name, field]));
    for (const { name, value, checked, changed } of typed) {
      const field = fields.get(name);
      if (!field || !changed) continue;
      if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
        // A click is what React (and the form library) listen to for boxes.
        if (field.checked !== checked) field.click();
        continue;
      }
      // The prototype's setter, so React sees a change, then the event it listens to.
      const prototype = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
      Reflect.set(prototype, 'value', value, field);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (focused) fields.get(focused)?.focus();
  };
}
