/*
 * A prerendered form (the sign-in page) can be typed into before the app's script has
 * run. The app then hydrates it, and the form library resets its fields as it takes them
 * over: this carries what was typed, the ticked boxes and the focus over, as a user would
 * expect. Loaded only when the prerendered page has fields.
 */
type Field = HTMLInputElement | HTMLTextAreaElement;
/** What a field held when the app took it over: a text, or a box's state. */
type Typed = { name: string; value: string; checked: boolean | undefined };

const fieldsOf = (container: HTMLElement) =>
  [...container.querySelectorAll<Field>('input[name], textarea[name]')].filter((field) => field.type !== 'hidden');

/**
 * `snapshot()` reads what the prerendered fields hold as the app takes them over (before
 * the form library resets them); `restore()`, once the app is live, puts it back into the
 * app's fields of the same name — through the events React and the form library listen
 * to — and gives the focus back if it was lost on the way.
 */
export function carryOverTypedInput(container: HTMLElement): { snapshot: () => void; restore: () => void } {
  const prerendered = fieldsOf(container);
  let focused = prerendered.find((field) => field === document.activeElement)?.name;
  const onFocus = (event: FocusEvent) => {
    focused = prerendered.find((field) => field === event.target)?.name;
  };
  container.addEventListener('focusin', onFocus);
  let typed: Typed[] | undefined;

  return {
    snapshot() {
      typed ??= prerendered.flatMap((field): Typed[] => {
        if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
          return field.checked === field.defaultChecked
            ? []
            : [{ name: field.name, value: field.value, checked: field.checked }];
        }
        return field.value === field.defaultValue ? [] : [{ name: field.name, value: field.value, checked: undefined }];
      });
    },
    restore() {
      container.removeEventListener('focusin', onFocus);
      const fields = new Map(fieldsOf(container).map((field) => [field.name, field]));
      for (const { name, value, checked } of typed ?? []) {
        const field = fields.get(name);
        if (!field) continue;
        if (checked !== undefined) {
          // A click is what React (and the form library) listen to for boxes.
          if (field instanceof HTMLInputElement && field.checked !== checked) field.click();
          continue;
        }
        if (field.value === value) continue;
        // The prototype's setter, so React sees a change, then the event it listens to.
        const prototype =
          field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
        Reflect.set(prototype, 'value', value, field);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
      // A field the app rendered anew (not the prerendered one) takes the focus back.
      if (focused && (document.activeElement === document.body || document.activeElement === null))
        fields.get(focused)?.focus();
    },
  };
}
