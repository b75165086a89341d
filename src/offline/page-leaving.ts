/**
 * Runs `save` whenever the page is hidden (perhaps never shown again) or left: a closing page runs
 * no more timers, so what waits to be written must go now. Returns the stop.
 */
export function whenPageLeaves(save: () => void): () => void {
  const onHidden = () => {
    if (document.visibilityState === 'hidden') save();
  };
  window.addEventListener('pagehide', save);
  document.addEventListener('visibilitychange', onHidden);
  return () => {
    window.removeEventListener('pagehide', save);
    document.removeEventListener('visibilitychange', onHidden);
  };
}
