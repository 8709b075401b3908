// The icons and colours a player can pick in the lobby (the paper rules ask
// everyone to invent a simple icon). Pure: glyphs are SVG markup in a
// 24 x 24 box, drawn with `currentColor`.

export const playerIcons = {
  star: '<path d="M12 2l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 16.8 6.1 20.1l1.3-6.6L2.5 8.9l6.6-.8z"/>',
  heart: '<path d="M12 21S3 15 3 8.8A4.8 4.8 0 0 1 12 6a4.8 4.8 0 0 1 9 2.8C21 15 12 21 12 21z"/>',
  moon: '<path d="M15 2.5A9.5 9.5 0 1 0 21.5 16 7.5 7.5 0 0 1 15 2.5z"/>',
  bolt: '<path d="M13.5 2L4 13.5h6.5L9 22l11-12.5h-6.8z"/>',
  leaf: '<path d="M20 3C9 3 4 8 4 15c0 2 .6 3.7 1.5 5L4 21.5 5.5 23l1.6-1.6C8.4 22.3 10 23 12 23c7 0 9-9 8-20zM8 18c2-4 5-7 9-9-3 3-6 6-9 9z"/>',
  flower:
    '<circle cx="12" cy="5.5" r="4"/><circle cx="18.2" cy="10" r="4"/><circle cx="15.8" cy="17.3" r="4"/>' +
    '<circle cx="8.2" cy="17.3" r="4"/><circle cx="5.8" cy="10" r="4"/><circle cx="12" cy="12" r="3" fill="#ffd43b"/>',
  crown: '<path d="M2 7l5 5 5-8 5 8 5-5-2 12H4zM4 20h16v2H4z"/>',
  paw:
    '<ellipse cx="12" cy="16" rx="5.5" ry="4.5"/><circle cx="5" cy="10" r="2.4"/><circle cx="9.3" cy="5.8" r="2.4"/>' +
    '<circle cx="14.7" cy="5.8" r="2.4"/><circle cx="19" cy="10" r="2.4"/>',
  note: '<path d="M9 3v11.3A3.5 3.5 0 1 0 11 17.5V8h7V3z"/>',
  sun:
    '<circle cx="12" cy="12" r="5"/><path d="M12 1v4M12 19v4M1 12h4M19 12h4M4.2 4.2l2.8 2.8M17 17l2.8 2.8M4.2 19.8L7 17M17 7l2.8-2.8" stroke="currentColor" stroke-width="2.2" stroke-linecap="round"/>',
};

export const playerIconNames = Object.keys(playerIcons);

export const playerColors = ['#d6336c', '#1c7ed6', '#2b8a3e', '#7048e8', '#e8590c', '#0c8599', '#c92a2a', '#5c3d2e'];

export const playerColorNames = {
  '#d6336c': 'pink',
  '#1c7ed6': 'blue',
  '#2b8a3e': 'green',
  '#7048e8': 'violet',
  '#e8590c': 'orange',
  '#0c8599': 'teal',
  '#c92a2a': 'red',
  '#5c3d2e': 'brown',
};

// Never put a colour from the network into markup unchecked.
export function safeColor(color, fallback = '#868e96') {
  return typeof color === 'string' && /^#[0-9a-fA-F]{3}([0-9a-fA-F]{3})?$/.test(color) ? color : fallback;
}

export function safeIcon(icon) {
  return Object.prototype.hasOwnProperty.call(playerIcons, icon) ? icon : 'star';
}

// A full <svg> element as markup: the glyph in white on a disc of the colour.
export function playerBadgeMarkup(icon, color, size = 24) {
  return (
    `<svg viewBox="0 0 24 24" width="${size}" height="${size}" aria-hidden="true" class="badge">` +
    `<circle cx="12" cy="12" r="12" fill="${safeColor(color)}"/>` +
    `<g transform="translate(4.2 4.2) scale(.65)" fill="#fff" color="#fff">${playerIcons[safeIcon(icon)]}</g></svg>`
  );
}
