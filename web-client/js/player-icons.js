// The icons and colours a player can pick in the lobby (the paper rules ask
// everyone to invent a simple icon). Pure: glyphs are SVG markup in a
// 24 x 24 box, drawn with `currentColor`.
import { html, constantSvg } from './lit.js';

export const playerIcons = {
  kangaroo:
    '<path d="M15.5 2.2l1.2 2.3 2.5.8-.6 1.6-2.4.3-1.3 2.6c1.2 1.6 1.4 3.7.6 5.6l2.8 2.6h2.2v1.8h-4.6l-2.2-2.1-1 .5 1.4 1.6H9.6l-.4-1.4C6.5 18 4.2 19.6 1.5 21.6L1 20.8c2.2-2 4.3-3.9 6.1-6.4-.3-2.7 1-5.5 3.6-6.7L13.8 5z"/>',
  joey:
    '<path d="M8.5 3.5l1.6 3.1 3.8 0 1.6-3.1 1 3.6c1.3.9 2 2.3 2 3.9H5.5c0-1.6.7-3 2-3.9z"/>' +
    '<path d="M3 11h18c0 5.5-4 10-9 10S3 16.5 3 11z"/>',
  boomerang: '<path d="M4 3.5c4.5 0 8 2 9.5 5.5L21 16.5l-2.5 3.5L11 12.5C9.5 11 7 10 3 10.5L2 7.5z"/>',
  gum_leaf: '<path d="M20.5 2.5C10 3 4 8.5 4.5 16.5L2.5 20l1.5 1.5 3.3-2.1C15 20 20.5 13 20.5 2.5zM7.6 17.3C10 12.5 13 9.2 17 6.5 14 10 11.2 13.5 8.9 18.3z"/>',
  sun:
    '<circle cx="12" cy="12" r="5"/><path d="M12 1v4M12 19v4M1 12h4M19 12h4M4.2 4.2l2.8 2.8M17 17l2.8 2.8M4.2 19.8L7 17M17 7l2.8-2.8" stroke="currentColor" stroke-width="2.2" stroke-linecap="round"/>',
  star: '<path d="M12 2l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 16.8 6.1 20.1l1.3-6.6L2.5 8.9l6.6-.8z"/>',
  moon: '<path d="M15 2.5A9.5 9.5 0 1 0 21.5 16 7.5 7.5 0 0 1 15 2.5z"/>',
  wave: '<path d="M1.5 9.5c3-3 6-3 9 0s6 3 9 0l2 2c-4 4-9 4-13 0-2-2-3.5-2-5 0zM1.5 16c3-3 6-3 9 0s6 3 9 0l2 2c-4 4-9 4-13 0-2-2-3.5-2-5 0z"/>',
  heart: '<path d="M12 21S3 15 3 8.8A4.8 4.8 0 0 1 12 6a4.8 4.8 0 0 1 9 2.8C21 15 12 21 12 21z"/>',
  bolt: '<path d="M13.5 2L4 13.5h6.5L9 22l11-12.5h-6.8z"/>',
  flower:
    '<circle cx="12" cy="5.5" r="4"/><circle cx="18.2" cy="10" r="4"/><circle cx="15.8" cy="17.3" r="4"/>' +
    '<circle cx="8.2" cy="17.3" r="4"/><circle cx="5.8" cy="10" r="4"/>',
  paw:
    '<ellipse cx="12" cy="16" rx="5.5" ry="4.5"/><circle cx="5" cy="10" r="2.4"/><circle cx="9.3" cy="5.8" r="2.4"/>' +
    '<circle cx="14.7" cy="5.8" r="2.4"/><circle cx="19" cy="10" r="2.4"/>',
  robot:
    '<path d="M11 1.5h2v3h-2z"/><rect x="3.5" y="5" width="17" height="13" rx="3.5"/>' +
    '<rect x="7" y="19" width="10" height="3" rx="1"/>' +
    '<circle cx="8.5" cy="11" r="2" fill="#000" opacity=".35"/><circle cx="15.5" cy="11" r="2" fill="#000" opacity=".35"/>',
};

// The icons offered in the lobby ("robot" marks bots).
export const pickableIcons = Object.keys(playerIcons).filter((name) => name !== 'robot');

export const playerIconNames = pickableIcons;

// Chosen to stay apart under protanopia, deuteranopia and tritanopia as well
// (tests/web/palette-vision.test.mjs); a seat's shape (seat-shapes.js) is
// the second sign.
export const playerColors = ['#d43770', '#1689f5', '#2b8a3e', '#7048e8', '#343a40', '#0c8599', '#de0119', '#5c3d2e'];

export const playerColorNames = {
  '#d43770': 'pink',
  '#1689f5': 'blue',
  '#2b8a3e': 'green',
  '#7048e8': 'violet',
  '#343a40': 'charcoal',
  '#0c8599': 'teal',
  '#de0119': 'red',
  '#5c3d2e': 'brown',
};

// Never put a colour from the network into markup unchecked.
export function safeColor(color, fallback = '#868e96') {
  return typeof color === 'string' && /^#[0-9a-fA-F]{3}([0-9a-fA-F]{3})?$/.test(color) ? color : fallback;
}

export function safeIcon(icon) {
  return Object.prototype.hasOwnProperty.call(playerIcons, icon) ? icon : 'star';
}

// A player's badge as a template (the views render it): the glyph in white
// on a disc of the colour.
export function playerBadge(icon, color, size = 24) {
  return html`<svg viewBox="0 0 24 24" width="${size}" height="${size}" aria-hidden="true" class="badge"><circle cx="12" cy="12" r="12" fill="${safeColor(color)}"/><g transform="translate(4.2 4.2) scale(.65)" fill="#fff" color="#fff">${constantSvg(playerIcons[safeIcon(icon)])}</g></svg>`;
}
