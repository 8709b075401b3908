// RFC 6902 JSON Patch, just enough for a kangaroom client: the server sends
// `patch` messages whose `ops` take view version n-1 to n.
// applyPatch returns a new document and never modifies its input.

// RFC 6901: "~1" stands for "/" and "~0" for "~" inside one path segment.
function parsePointer(pointer) {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) throw new Error(`bad JSON pointer "${pointer}"`);
  return pointer.slice(1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function arrayIndex(array, segment, forInsert) {
  if (forInsert && segment === '-') return array.length;
  if (!/^(0|[1-9][0-9]*)$/.test(segment)) throw new Error(`bad array index "${segment}"`);
  const index = Number(segment);
  const limit = forInsert ? array.length : array.length - 1;
  if (index > limit) throw new Error(`array index ${index} out of range`);
  return index;
}

// The container holding the last segment of `path`, and that segment.
function locate(doc, path) {
  const segments = parsePointer(path);
  if (segments.length === 0) return { parent: null, key: null };
  let parent = doc;
  for (const segment of segments.slice(0, -1)) {
    parent = Array.isArray(parent) ? parent[arrayIndex(parent, segment, false)] : parent?.[segment];
    if (parent === undefined || parent === null || typeof parent !== 'object') {
      throw new Error(`path "${path}" does not exist`);
    }
  }
  return { parent, key: segments[segments.length - 1] };
}

function getValue(doc, path) {
  const { parent, key } = locate(doc, path);
  if (parent === null) return doc;
  const value = Array.isArray(parent) ? parent[arrayIndex(parent, key, false)] : parent[key];
  if (value === undefined) throw new Error(`path "${path}" does not exist`);
  return value;
}

function addValue(doc, path, value) {
  const { parent, key } = locate(doc, path);
  if (parent === null) return value;
  if (Array.isArray(parent)) parent.splice(arrayIndex(parent, key, true), 0, value);
  else parent[key] = value;
  return doc;
}

function removeValue(doc, path) {
  const { parent, key } = locate(doc, path);
  if (parent === null) throw new Error('cannot remove the whole document');
  if (Array.isArray(parent)) parent.splice(arrayIndex(parent, key, false), 1);
  else if (key in parent) delete parent[key];
  else throw new Error(`path "${path}" does not exist`);
  return doc;
}

export function applyPatch(document, ops) {
  let doc = structuredClone(document);
  for (const op of ops) {
    switch (op.op) {
      case 'add':
        doc = addValue(doc, op.path, structuredClone(op.value));
        break;
      case 'remove':
        doc = removeValue(doc, op.path);
        break;
      case 'replace':
        getValue(doc, op.path);  // must exist
        doc = op.path === '' ? structuredClone(op.value) : removeValue(doc, op.path);
        if (op.path !== '') doc = addValue(doc, op.path, structuredClone(op.value));
        break;
      case 'move': {
        const value = getValue(doc, op.from);
        doc = addValue(removeValue(doc, op.from), op.path, value);
        break;
      }
      case 'copy':
        doc = addValue(doc, op.path, structuredClone(getValue(doc, op.from)));
        break;
      case 'test':
        if (JSON.stringify(getValue(doc, op.path)) !== JSON.stringify(op.value)) {
          throw new Error(`test failed at "${op.path}"`);
        }
        break;
      default:
        throw new Error(`unknown patch op "${op.op}"`);
    }
  }
  return doc;
}
