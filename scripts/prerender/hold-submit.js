// A prerendered page (scripts/prerender) shows its form before the portal's script has run. The
// browser would send that form itself, leaving the page and what was typed. Instead the submit
// waits here, and the portal sends it once its own form has taken over (src/ui/form/held-submit.ts).
document.addEventListener(
  'submit',
  function (event) {
    var form = event.target;
    if (!(form instanceof HTMLFormElement) || form.hasAttribute('data-live')) return;
    event.preventDefault();
    form.setAttribute('data-held', '');
  },
  true,
);
