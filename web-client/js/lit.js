// The one way the client renders templates: lit-html (vendor/lit-html.js,
// vendored from npm, BSD-3-Clause). A view describes what it shows with
// html`...` or svg`...` and `show(container, template)` brings the container's
// DOM to it, changing only what differs: elements stay in place between
// updates, so a focused square keeps its focus and a piece that moved is the
// same node (js/move-motion.js slides it).
//
// Under the Content-Security-Policy a template never binds a style
// attribute; a value computed at run time goes through the CSSOM
// (`cssVars` below, or an element's style.setProperty).
import { html, svg, render, nothing } from '../vendor/lit-html.js';

export { html, svg, nothing };

// True for what html`` or svg`` returned.
export function isTemplate(value) {
  return Boolean(value) && typeof value === 'object' && '_$litType$' in value;
}

// Renders `content` (a template, or a plain string drawn as text) into
// `container`. A container that held DOM from elsewhere (replaceChildren,
// h()) is emptied first, and so is one whose rendering was emptied by
// other code since: lit-html only manages what it rendered, and would
// otherwise patch nodes that are no longer there.
export function show(container, content) {
  const part = container._$litPart$;
  if (!part || part.startNode?.parentNode !== container) {
    container.replaceChildren();
    container._$litPart$ = undefined;
  }
  render(content, container);
  return container;
}

// Like show(), but with new elements whenever `key` differs from the last
// call's: for a list whose items are other things each time (the legal
// moves of a new position). lit-html reuses a list's nodes by position, so a
// focused "Jump to (4,2)" would otherwise become "Jump again to f6" under the
// focus, and Enter would play a move the player never read. Returns true
// when the elements are new.
export function showKeyed(container, key, content) {
  const fresh = container.shownKey !== key;
  if (fresh) {
    show(container, nothing);
    container.shownKey = key;
  }
  show(container, content);
  return fresh;
}

// Our own constant SVG markup (an icon table's glyphs) as an svg`` fragment,
// parsed once per distinct string. Only for markup written in this client's
// source: never for text that came over the network.
const constantFragments = new Map();
export function constantSvg(markup) {
  let strings = constantFragments.get(markup);
  if (!strings) {
    // What a tagged template literal hands its tag: the strings with `raw`.
    strings = Object.freeze(Object.assign([markup], { raw: Object.freeze([markup]) }));
    constantFragments.set(markup, strings);
  }
  return svg(strings);
}
