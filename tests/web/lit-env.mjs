// lit-html (web-client/vendor/lit-html.js) reads `document` when it loads,
// to make comment markers and a tree walker for rendering. Node has no
// document; making templates (html``, svg``) needs neither, so this stands
// in for the two calls made at load. Import it first in a test whose modules
// import js/lit.js; render nothing with it.
if (typeof globalThis.document === 'undefined') {
  globalThis.document = {
    createTreeWalker: () => ({}),
    createComment: () => ({}),
  };
}
