// What the Kangaruse client knows about each square type: when its rule acts
// (for the colour of the square and the sidebar groups), and its icon drawn
// as SVG markup in a 100 x 100 box. Its name for people, alone and in a
// sentence, is in the catalog (locales/*/kangaruse.ftl: the rules page's
// kangaruse-entry-<type>-name, and kangaruse-square-<type>). Pure: no DOM.
import { t, hasMessage } from '../../js/i18n.js';

// The label is read in the page's language each time (a getter).
const category = (key, tint, accent) => ({ get label() { return t(`kangaruse-category-${key}`); }, tint, accent });
export const categories = {
  landing: category('landing', '#fde7df', '#d9480f'),
  departure: category('departure', '#e2edfb', '#1c64c7'),
  presence: category('presence', '#efe5fa', '#7b3fbf'),
  scoring: category('scoring', '#fff3c4', '#b07d00'),
  setup: category('setup', '#e3f4e1', '#2b8a3e'),
  terrain: category('terrain', '#f6f1e4', '#6b5b3e'),
};

const types = {
  plain: 'terrain',
  tree: 'terrain',
  starting_position: 'setup',
  score: 'scoring',
  kangaroo: 'landing',
  crocodile: 'presence',
  echidna: 'landing',
  tasmanian_devil: 'landing',
  thorny_devil: 'landing',
  tasmanian_tiger: 'landing',
  koala: 'departure',
  platypus: 'departure',
  sugar_glider: 'departure',
  dingo: 'presence',
  mistletoebird: 'departure',
  kiwi: 'presence',
  quoll: 'presence',
  moth: 'presence',
  numbat: 'departure',
  cacketoo: 'departure',
  frog: 'departure',
  water: 'scoring',
  shelter: 'scoring',
  food: 'scoring',
  toys: 'scoring',
  gems: 'scoring',
  coins: 'scoring',
  chests: 'scoring',
};

export const cellTypeNames = Object.keys(types);

const known = (type) => Object.hasOwn(types, type);

// A type the catalog does not know (a newer engine's) is named by its
// engine word.
const engineWord = (type) => String(type).replace(/_/g, ' ');

export function typeInfo(type) {
  return { label: typeLabel(type), category: known(type) ? types[type] : 'terrain' };
}

// "crocodile", "Tasmanian devil", "star square".
export function typeLabel(type) {
  const id = `kangaruse-entry-${type}-name`;
  return known(type) && hasMessage(id) ? t(id) : engineWord(type);
}

// What the square does, as the rules page says it (null if not known).
export function typeText(type) {
  const id = `kangaruse-entry-${type}-text`;
  return known(type) && hasMessage(id) ? t(id) : null;
}

export function typeCategory(type) {
  return categories[known(type) ? types[type] : 'terrain'];
}

// The square in a sentence: "a crocodile", "an echidna", "water", "a Tasmanian devil".
export function withArticle(type) {
  const id = `kangaruse-square-${type}`;
  return known(type) && hasMessage(id) ? t(id) : engineWord(type);
}

// The sidebar's one-line rule of a square type: { name, text }, or null
// when the catalog lacks it (the engine's English is shown then).
export function shortRule(type) {
  const id = `kangaruse-rule-${type}`;
  return known(type) && hasMessage(id) ? { name: t(`${id}.name`), text: t(id) } : null;
}

export function capitalized(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// Points of a 5-pointed star around (cx, cy).
export function starPoints(cx, cy, outer, inner, points = 5) {
  const result = [];
  for (let i = 0; i < points * 2; i += 1) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / points;
    result.push(`${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`);
  }
  return result.join(' ');
}

const ink = '#2b2622';

// Icons: hand-drawn shapes, each fits the box 0..100.
const icons = {
  plain: '',
  tree:
    `<rect x="44" y="60" width="12" height="28" rx="3" fill="#5b3d22"/>` +
    `<circle cx="50" cy="36" r="22" fill="#9fd18c"/><circle cx="32" cy="52" r="16" fill="#86c172"/>` +
    `<circle cx="68" cy="52" r="16" fill="#86c172"/><circle cx="50" cy="56" r="14" fill="#79b765"/>`,
  starting_position:
    `<path d="M32 88V14" stroke="${ink}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M35 16h44l-12 15 12 15H35z" fill="#2b8a3e"/>` +
    `<ellipse cx="32" cy="88" rx="16" ry="5" fill="${ink}" opacity=".25"/>`,
  score: `<polygon points="${starPoints(50, 54, 48, 22)}" fill="#ffc933" stroke="#b07d00" stroke-width="4" stroke-linejoin="round"/>`,
  kangaroo:
    `<path d="M10 80 Q28 20 48 66 Q66 16 84 58" fill="none" stroke="#d9480f" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M72 56l15-6 3 16z" fill="#d9480f"/>` +
    `<ellipse cx="10" cy="84" rx="7" ry="3" fill="${ink}" opacity=".3"/><ellipse cx="48" cy="70" rx="7" ry="3" fill="${ink}" opacity=".3"/>`,
  crocodile:
    `<path d="M90 44Q84 26 66 28L10 40 12 48H90z" fill="#3c8d40"/>` +
    `<path d="M90 56H14l-2 8 58 12q18 2 20-10z" fill="#2f7333"/>` +
    `<path d="M16 48l5 7 5-7 5 7 5-7 5 7 5-7 5 7 5-7 5 7 5-7" fill="#fff" stroke="#fff" stroke-width="1.5" stroke-linejoin="round"/>` +
    `<path d="M18 56l5-7 5 7 5-7 5 7 5-7 5 7 5-7 5 7 5-7 5 7" fill="#fff" stroke="#fff" stroke-width="1.5" stroke-linejoin="round"/>` +
    `<circle cx="70" cy="30" r="8" fill="#3c8d40"/><circle cx="71" cy="29" r="4.5" fill="#fff"/><circle cx="72" cy="29" r="2.2" fill="${ink}"/>`,
  echidna:
    `<g stroke="#3b2a1a" stroke-width="5" stroke-linecap="round">` +
    [200, 220, 240, 260, 280, 300, 320, 340]
      .map((degrees) => {
        const a = (degrees * Math.PI) / 180;
        return `<line x1="${(48 + 20 * Math.cos(a)).toFixed(1)}" y1="${(70 + 20 * Math.sin(a)).toFixed(1)}" x2="${(48 + 42 * Math.cos(a)).toFixed(1)}" y2="${(70 + 42 * Math.sin(a)).toFixed(1)}"/>`;
      })
      .join('') +
    `</g><path d="M12 74Q14 40 48 38Q76 38 82 62L96 70 82 76H12z" fill="#8a6a4a"/>` +
    `<circle cx="74" cy="60" r="3" fill="${ink}"/>`,
  tasmanian_devil:
    `<circle cx="30" cy="34" r="11" fill="${ink}"/><circle cx="70" cy="34" r="11" fill="${ink}"/>` +
    `<circle cx="30" cy="34" r="5" fill="#e8849a"/><circle cx="70" cy="34" r="5" fill="#e8849a"/>` +
    `<circle cx="50" cy="54" r="26" fill="${ink}"/>` +
    `<circle cx="41" cy="49" r="4" fill="#fff"/><circle cx="59" cy="49" r="4" fill="#fff"/>` +
    `<path d="M40 66q10 6 20 0" stroke="#e8849a" stroke-width="4" fill="none" stroke-linecap="round"/>` +
    `<g fill="#d9480f"><path d="M50 2l6 9h-12z"/><path d="M50 98l6-9h-12z"/><path d="M2 54l9-6v12z"/><path d="M98 54l-9-6v12z"/></g>`,
  thorny_devil:
    `<polygon points="${starPoints(50, 52, 46, 24, 9)}" fill="#d08c3c" stroke="#7a4a14" stroke-width="3" stroke-linejoin="round"/>` +
    `<circle cx="50" cy="52" r="16" fill="#e9b064"/>` +
    `<path d="M50 42v10" stroke="#9c1c1c" stroke-width="6" stroke-linecap="round"/><circle cx="50" cy="61" r="3.5" fill="#9c1c1c"/>`,
  tasmanian_tiger:
    `<path d="M24 30l6-18 12 14zM76 30l-6-18-12 14z" fill="#b97a36"/>` +
    `<ellipse cx="50" cy="54" rx="32" ry="30" fill="#d9a05b"/>` +
    `<path d="M36 28v18M50 24v20M64 28v18" stroke="#5a3414" stroke-width="6" stroke-linecap="round"/>` +
    `<circle cx="40" cy="56" r="4" fill="${ink}"/><circle cx="60" cy="56" r="4" fill="${ink}"/>` +
    `<ellipse cx="50" cy="70" rx="7" ry="5" fill="${ink}"/>`,
  koala:
    `<circle cx="22" cy="36" r="18" fill="#8e959c"/><circle cx="78" cy="36" r="18" fill="#8e959c"/>` +
    `<circle cx="22" cy="36" r="10" fill="#e6e1dc"/><circle cx="78" cy="36" r="10" fill="#e6e1dc"/>` +
    `<ellipse cx="50" cy="56" rx="28" ry="30" fill="#a4abb2"/>` +
    `<circle cx="38" cy="50" r="4" fill="${ink}"/><circle cx="62" cy="50" r="4" fill="${ink}"/>` +
    `<ellipse cx="50" cy="64" rx="9" ry="12" fill="${ink}"/>`,
  platypus:
    `<ellipse cx="84" cy="58" rx="13" ry="8" fill="#5a3b20"/>` +
    `<ellipse cx="54" cy="56" rx="30" ry="17" fill="#8b5a2b"/>` +
    `<rect x="6" y="47" width="30" height="14" rx="7" fill="#3a3f45"/>` +
    `<circle cx="38" cy="49" r="3.5" fill="#fff"/><circle cx="38" cy="49" r="1.8" fill="${ink}"/>` +
    `<path d="M44 72l-4 10M64 72l4 10" stroke="#3a3f45" stroke-width="5" stroke-linecap="round"/>`,
  sugar_glider:
    `<path d="M50 24L88 52 50 76 12 52z" fill="#9aa3ad"/>` +
    `<path d="M50 76q6 12-2 22" stroke="#6d747c" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    `<circle cx="50" cy="24" r="13" fill="#b9c0c7"/><path d="M50 14v20" stroke="${ink}" stroke-width="3"/>` +
    `<circle cx="44" cy="22" r="2.6" fill="${ink}"/><circle cx="56" cy="22" r="2.6" fill="${ink}"/>`,
  dingo:
    `<path d="M22 12L42 40 18 48zM78 12L58 40 82 48z" fill="#c2701e"/>` +
    `<path d="M16 44Q50 24 84 44L68 80Q50 92 32 80z" fill="#e08a2e"/>` +
    `<ellipse cx="50" cy="72" rx="14" ry="11" fill="#fbe7cf"/>` +
    `<ellipse cx="50" cy="66" rx="7" ry="5" fill="${ink}"/>` +
    `<circle cx="37" cy="52" r="4" fill="${ink}"/><circle cx="63" cy="52" r="4" fill="${ink}"/>`,
  mistletoebird:
    `<path d="M22 58L4 70 26 70z" fill="#1f3a6b"/>` +
    `<ellipse cx="44" cy="58" rx="24" ry="18" fill="#243f76"/>` +
    `<ellipse cx="52" cy="66" rx="12" ry="9" fill="#d3232f"/>` +
    `<circle cx="64" cy="40" r="14" fill="#243f76"/>` +
    `<path d="M76 38l16 4-16 5z" fill="${ink}"/><circle cx="67" cy="37" r="3" fill="#fff"/>` +
    `<path d="M40 76v12M50 76v12" stroke="${ink}" stroke-width="3"/>`,
  kiwi:
    `<ellipse cx="58" cy="52" rx="30" ry="24" fill="#8a6a47"/>` +
    `<circle cx="32" cy="42" r="12" fill="#8a6a47"/>` +
    `<path d="M24 48L6 82" stroke="#c9b08a" stroke-width="5" stroke-linecap="round"/>` +
    `<circle cx="30" cy="39" r="2.6" fill="${ink}"/>` +
    `<path d="M50 74l-2 16M66 74l2 16" stroke="#c9b08a" stroke-width="5" stroke-linecap="round"/>`,
  quoll:
    `<circle cx="28" cy="28" r="10" fill="#7a4a2a"/><circle cx="72" cy="28" r="10" fill="#7a4a2a"/>` +
    `<ellipse cx="50" cy="54" rx="32" ry="30" fill="#8f5a34"/>` +
    `<g fill="#fff"><circle cx="30" cy="60" r="5"/><circle cx="70" cy="62" r="5"/><circle cx="40" cy="78" r="4"/><circle cx="62" cy="80" r="4"/><circle cx="50" cy="32" r="4"/></g>` +
    `<circle cx="40" cy="48" r="4" fill="${ink}"/><circle cx="60" cy="48" r="4" fill="${ink}"/>` +
    `<ellipse cx="50" cy="62" rx="6" ry="4.5" fill="#e8849a"/>`,
  moth:
    `<ellipse cx="30" cy="38" rx="22" ry="18" fill="#b49ad6" transform="rotate(-20 30 38)"/>` +
    `<ellipse cx="70" cy="38" rx="22" ry="18" fill="#b49ad6" transform="rotate(20 70 38)"/>` +
    `<ellipse cx="34" cy="68" rx="14" ry="12" fill="#9479bf"/><ellipse cx="66" cy="68" rx="14" ry="12" fill="#9479bf"/>` +
    `<ellipse cx="50" cy="54" rx="6" ry="26" fill="#4b3866"/>` +
    `<path d="M47 30Q40 14 30 10M53 30Q60 14 70 10" stroke="#4b3866" stroke-width="3" fill="none"/>`,
  numbat:
    `<path d="M74 52Q92 40 88 14" stroke="#8a4b16" stroke-width="12" fill="none" stroke-linecap="round"/>` +
    `<ellipse cx="50" cy="60" rx="30" ry="16" fill="#c0712b"/>` +
    `<path d="M22 54L4 62 22 68z" fill="#c0712b"/>` +
    `<path d="M52 46v28M62 47v26M72 50v20" stroke="#fff" stroke-width="4"/>` +
    `<circle cx="26" cy="58" r="2.8" fill="${ink}"/>` +
    `<path d="M36 74v10M66 74v10" stroke="#8a4b16" stroke-width="5" stroke-linecap="round"/>`,
  cacketoo:
    `<path d="M44 28L30 6 48 20 50 2 56 22 70 10 60 30z" fill="#f2c318"/>` +
    `<ellipse cx="54" cy="62" rx="26" ry="28" fill="#fff" stroke="${ink}" stroke-width="3"/>` +
    `<circle cx="52" cy="38" r="16" fill="#fff" stroke="${ink}" stroke-width="3"/>` +
    `<path d="M36 36q-12 6-6 16 4-6 8-6z" fill="#3a3f45"/><circle cx="52" cy="34" r="3" fill="${ink}"/>`,
  frog:
    `<ellipse cx="50" cy="62" rx="38" ry="26" fill="#4caf50"/>` +
    `<circle cx="30" cy="38" r="13" fill="#4caf50"/><circle cx="70" cy="38" r="13" fill="#4caf50"/>` +
    `<circle cx="30" cy="37" r="7" fill="#fff"/><circle cx="70" cy="37" r="7" fill="#fff"/>` +
    `<circle cx="31" cy="37" r="3.5" fill="${ink}"/><circle cx="69" cy="37" r="3.5" fill="${ink}"/>` +
    `<path d="M30 66q20 14 40 0" stroke="#1f5e22" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  water: `<path d="M50 8C36 32 22 48 22 64a28 28 0 0 0 56 0C78 48 64 32 50 8z" fill="#3b8fd6"/><path d="M36 64a14 14 0 0 0 10 14" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  shelter:
    `<path d="M8 50L50 12 92 50z" fill="#a34a28"/><rect x="18" y="48" width="64" height="40" fill="#e6c79c"/>` +
    `<rect x="42" y="62" width="16" height="26" fill="#6b3d1f"/>`,
  food:
    `<path d="M50 30C36 18 14 24 14 50c0 24 18 40 36 36 18 4 36-12 36-36 0-26-22-32-36-20z" fill="#d7372f"/>` +
    `<path d="M50 30Q50 18 56 10" stroke="#5b3d22" stroke-width="5" fill="none" stroke-linecap="round"/>` +
    `<path d="M56 18q14-10 24 0-12 8-24 0z" fill="#4caf50"/>`,
  toys:
    `<circle cx="50" cy="52" r="36" fill="#f5d90a"/>` +
    `<path d="M50 16a36 36 0 0 1 31.2 54L50 52z" fill="#e8412c"/><path d="M18.8 70A36 36 0 0 1 50 16v36z" fill="#2f7ddc"/>` +
    `<circle cx="50" cy="52" r="36" fill="none" stroke="${ink}" stroke-width="3"/><circle cx="50" cy="52" r="6" fill="#fff"/>`,
  gems:
    `<path d="M26 18h48l18 22-42 50L8 40z" fill="#27b5c9"/>` +
    `<path d="M8 40h84M26 18l12 22 12-22 12 22 12-22M38 40l12 50 12-50" stroke="#0d6f7d" stroke-width="3" fill="none" stroke-linejoin="round"/>`,
  coins:
    `<ellipse cx="50" cy="72" rx="34" ry="12" fill="#c99a0a"/><rect x="16" y="58" width="68" height="14" fill="#c99a0a"/>` +
    `<ellipse cx="50" cy="58" rx="34" ry="12" fill="#f1c232"/>` +
    `<ellipse cx="50" cy="44" rx="34" ry="12" fill="#c99a0a"/><rect x="16" y="30" width="68" height="14" fill="#c99a0a"/>` +
    `<ellipse cx="50" cy="30" rx="34" ry="12" fill="#f7d25a" stroke="#c99a0a" stroke-width="3"/>`,
  chests:
    `<rect x="12" y="44" width="76" height="42" rx="4" fill="#8b5a2b"/>` +
    `<path d="M12 46V36q0-20 38-20t38 20v10z" fill="#a8703a"/>` +
    `<path d="M12 46h76" stroke="#f1c232" stroke-width="6"/><path d="M30 20v66M70 20v66" stroke="#f1c232" stroke-width="5"/>` +
    `<rect x="43" y="40" width="14" height="16" rx="2" fill="#f1c232"/>`,
};

// SVG markup for a type's icon, in a 100 x 100 box (empty for river squares).
export function iconMarkup(type) {
  // Only the table's own entries: a type named like an Object property
  // ("constructor") is not an icon.
  return Object.hasOwn(icons, type) ? icons[type] : `<circle cx="50" cy="50" r="30" fill="none" stroke="${ink}" stroke-width="6"/>`;
}
