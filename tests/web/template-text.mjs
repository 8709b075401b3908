// Reads a lit-html template (what the boards' svg`` and html`` make) as
// markup text, so the unit tests can look into a board as they would into
// its SVG string. Values in text and in attributes are escaped as the DOM
// would hold them; an attribute bound to `nothing` as its whole value is
// left out (lit-html removes it), an unquoted one is quoted; event (@click)
// and property (.value) bindings leave no trace, a boolean (?disabled)
// binding leaves the bare attribute when true.
import './lit-env.mjs';
import { nothing } from '../../web-client/vendor/lit-html.js';

const escapes = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text) => String(text).replace(/[&<>"']/g, (c) => escapes[c]);

function valueText(value) {
  if (value === null || value === undefined || value === nothing || value === false) return '';
  if (Array.isArray(value)) return value.map(valueText).join('');
  if (typeof value === 'object' && '_$litType$' in value) return markupOf(value);
  return escape(value);
}

// The binding a template string ends with, if it is a special one.
const special = /\s([?.@])([\w:-]+)=(["']?)$/;
// An attribute whose whole value is the next value.
const attribute = /\s[\w:-]+=(["']?)$/;

export function markupOf(template) {
  if (!template || typeof template !== 'object' || !('_$litType$' in template)) return valueText(template);
  const { strings, values } = template;
  let out = '';
  let dropQuote = null;
  for (let i = 0; i < strings.length; i += 1) {
    let piece = strings[i];
    if (dropQuote !== null) {
      if (dropQuote && piece.startsWith(dropQuote)) piece = piece.slice(1);
      dropQuote = null;
    }
    if (i < values.length) {
      const m = special.exec(piece);
      if (m) {
        const [whole, kind, name, quote] = m;
        piece = piece.slice(0, piece.length - whole.length);
        if (kind === '?' && values[i] && values[i] !== nothing) piece += ` ${name}=""`;
        dropQuote = quote;
        out += piece;
        continue;
      }
      const plain = attribute.exec(piece);
      if (plain && values[i] === nothing) {
        out += piece.slice(0, plain.index);
        dropQuote = plain[1];
        continue;
      }
      if (plain && !plain[1]) {
        out += `${piece}"${valueText(values[i])}"`;
        continue;
      }
      out += piece + valueText(values[i]);
    } else {
      out += piece;
    }
  }
  return out;
}
