/**
 * Sends the browser to the provider's sign-in. The promise settles only if the browser comes back
 * to this very page from its cache (Back from the provider): until then the form stays busy, so a
 * second tap cannot start a second sign-in, and after it the form is usable again.
 */
export function goToProvider(url: string): Promise<void> {
  return new Promise((resolve) => {
    const back = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      window.removeEventListener('pageshow', back);
      resolve();
    };
    window.addEventListener('pageshow', back);
    window.location.assign(url);
  });
}
