// Redraws that must not drop the keyboard's focus (issue 44). When a redraw
// moves, disables or removes the focused control (the offers bar placed
// again by the room's layout, an offer's button replaced by its banner, the
// banner by the buttons again), the browser puts the focus on the page
// itself, and a keyboard or screen-reader user has to find their place from
// the top. keepFocusWithin notices that and gives the focus back: to the
// same control if it is still there and enabled, else to the first control
// of the container that can take it, else to its element marked
// `data-focus-fallback` (focusable with tabindex="-1"). Only for someone
// using the keyboard (its last input a key, as :focus-visible reckons): a
// click elsewhere is left alone.
const focusable = 'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
let lastInput = 'keyboard';
if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', () => { lastInput = 'pointer'; }, true);
  document.addEventListener('keydown', () => { lastInput = 'keyboard'; }, true);
}

export function keepFocusWithin(container) {
  container.addEventListener('focusout', (event) => {
    const lost = event.target;
    if (event.relatedTarget || lastInput !== 'keyboard') return;
    setTimeout(() => {
      const now = document.activeElement;
      if (now && now !== document.body) return;
      const back = lost.isConnected && !lost.disabled && container.contains(lost) ? lost : null;
      const target = back || container.querySelector(focusable) || container.querySelector('[data-focus-fallback]');
      if (target) target.focus({ preventScroll: true });
    }, 0);
  });
}
