/** Sets a field of the form's state, as final-form's `form.change` does. */
type Adopt = (name: string, value: string | boolean) => void;

/*
 * The portal's side of scripts/prerender/hold-submit.js, for a form that was prerendered: it is on screen,
 * and can be typed into and sent, before the portal has started.
 */

/**
 * Called with the form's element as the portal's form mounts. What was typed before is taken into
 * the form's state: React keeps the typed text in a field it hydrates, while the state holds what
 * the page was rendered with, which the next render would put back. The form is then marked as
 * the portal's own (`data-live`), so the browser's later submits pass hold-submit.js.
 */
export function takeOverForm(form: HTMLFormElement | null, adopt: Adopt): void {
  if (!form || form.hasAttribute('data-live')) return;
  form.setAttribute('data-live', '');
  for (const field of form.elements) {
    if (!(field instanceof HTMLInputElement) || !field.name) continue;
    // A rendered field's default is what was rendered: a difference is the user's.
    if (field.type === 'checkbox') {
      if (field.checked !== field.defaultChecked) adopt(field.name, field.checked);
    } else if (field.type === 'radio') {
      if (field.checked && !field.defaultChecked) adopt(field.name, field.value);
    } else if (field.value !== field.defaultValue) {
      adopt(field.name, field.value);
    }
  }
}

/**
 * A submit held before the portal started (`data-held`) is sent, with what was typed. Called once
 * the form's fields have registered with it (after their effects), so it checks them all.
 */
export function sendHeldSubmit(form: HTMLFormElement | null): void {
  if (!form?.hasAttribute('data-held')) return;
  form.removeAttribute('data-held');
  form.requestSubmit();
}
