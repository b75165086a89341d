// The signed-in frame or a saved screen (sw/paint.ts) is on screen before the portal's script has
// run, and its links and buttons do nothing yet. A press on one is held here: the element is marked
// (`data-held-press`, the latest press only) and the portal presses the same element of its own
// screen once that replaces this one (src/offline/paint-handover.ts). A form is never sent from it.
(function () {
  function hold(event) {
    var painted = document.querySelector('[data-paint]');
    var target = event.target;
    if (!painted || !(target instanceof Element) || !painted.contains(target)) return;
    event.preventDefault();
    event.stopPropagation();
    if (event.type !== 'click') return;
    var pressed = target.closest('a[href], button, [role="button"], [role="tab"], [role="menuitem"]');
    if (!pressed || !painted.contains(pressed)) return;
    var before = painted.querySelectorAll('[data-held-press]');
    for (var i = 0; i < before.length; i++) before[i].removeAttribute('data-held-press');
    pressed.setAttribute('data-held-press', '');
  }
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
})();
