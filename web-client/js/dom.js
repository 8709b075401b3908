// A small helper for building DOM nodes, so views read like the markup they make.

// h('button', {class: 'primary', onclick: fn, type: 'button'}, 'Start')
//
// The server's Content-Security-Policy allows no inline style: `style` is an
// object of properties set through the CSSOM (custom properties such as
// {'--swatch-color': color} included), never a style attribute.
export function h(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key === 'style') setStyle(node, value);
    else if (key === 'class') node.className = value;
    else if (key === 'text') node.textContent = value;
    else if (key === 'dataset') Object.assign(node.dataset, value);
    else if (key.startsWith('on')) listen(node, key, value);
    else if (key === 'value') node.value = value;
    else if (key === 'checked' || key === 'disabled' || key === 'selected') node[key] = Boolean(value);
    else node.setAttribute(key, value === true ? '' : String(value));
  }
  append(node, children);
  return node;
}

// A listener: never an inline handler attribute, which the
// Content-Security-Policy blocks.
function listen(node, key, handler) {
  if (typeof handler !== 'function') throw new TypeError(`${key} must be a function: the Content-Security-Policy blocks inline handlers`);
  node.addEventListener(key.slice(2), handler);
}

// Sets `properties` ({name: value}, names as in CSS: 'min-width',
// '--seat-color') on node.style through the CSSOM, which the
// Content-Security-Policy allows (a style attribute it blocks). A null value
// removes the property.
export function setStyle(node, properties) {
  if (typeof properties !== 'object') throw new TypeError('style must be an object of properties: the Content-Security-Policy blocks style attributes');
  for (const [name, value] of Object.entries(properties)) {
    if (value === undefined || value === null) node.style.removeProperty(name);
    else node.style.setProperty(name, String(value));
  }
  return node;
}

function append(node, children) {
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

// Replaces a node's children.
export function replaceChildren(node, ...children) {
  node.replaceChildren();
  append(node, children);
  return node;
}

// An SVG element from the client's own drawing (icons):
// svgNode('path', {d: 'M4 9h3', fill: 'currentColor'}). Attributes are set one
// by one, so no markup is parsed; the Content-Security-Policy blocks style
// attributes and inline handlers, so neither is taken.
const svgNamespace = 'http://www.w3.org/2000/svg';
export function svgNode(tag, attributes = {}, ...children) {
  const node = document.createElementNS(svgNamespace, tag);
  for (const [key, value] of Object.entries(attributes)) {
    if (key === 'style' || key.startsWith('on')) throw new TypeError(`${key}: the Content-Security-Policy blocks style attributes and inline handlers`);
    if (value !== undefined && value !== null) node.setAttribute(key, String(value));
  }
  append(node, children);
  return node;
}

// An icon: an <svg> with `attributes` around `shapes`, each [tag, attributes].
export function svgIcon(attributes, shapes) {
  return svgNode('svg', attributes, shapes.map(([tag, shapeAttributes]) => svgNode(tag, shapeAttributes)));
}
