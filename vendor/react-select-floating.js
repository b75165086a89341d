/**
 * What react-select gets for `@floating-ui/dom` (vite.config.ts). It imports the library only
 * for `autoUpdate`, to move a menu rendered in a portal (`menuPortalTarget`) along with its
 * control; the portal's selects never use one. The whole library was 6.5 KB of brotli on the account
 * form and the member list. This keeps the menu placed on scroll and resize, should a portal menu
 * ever be used.
 */
export function autoUpdate(reference, floating, update) {
  const options = { capture: true, passive: true };
  window.addEventListener('scroll', update, options);
  window.addEventListener('resize', update, options);
  update();
  return () => {
    window.removeEventListener('scroll', update, options);
    window.removeEventListener('resize', update, options);
  };
}
