// RFC 6902 JSON Patch applied to plain JSON values, with RFC 6901 pointers.
// Pure (no DOM): the room view is kept in sync by applying the server's
// patches with this, and node's test runner imports it directly.

export class PatchError extends Error {
  constructor(message, operationIndex) {
    super(message);
    this.name = 'PatchError';
    this.operationIndex = operationIndex;
  }
}

// "/a/b~1c/0" -> ["a", "b/c", "0"]. The empty pointer is the whole document.
export function parsePointer(pointer) {
  if (typeof pointer !== 'string') throw new PatchError('a path must be a string');
  if (pointer === '') return [];
  if (pointer[0] !== '/') throw new PatchError(`path "${pointer}" must start with "/"`);
  return pointer
    .slice(1)
    .split('/')
    .map((token) => {
      if (/~[^01]|~$/.test(token)) throw new PatchError(`path "${pointer}" has a bad "~" escape`);
      return token.replace(/~1/g, '/').replace(/~0/g, '~');
    });
}

export function deepEqual(a, b) {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    return a.length === b.length && a.every((item, i) => deepEqual(item, b[i]));
  }
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.prototype.hasOwnProperty.call(b, key) && deepEqual(a[key], b[key]));
}

function clone(value) {
  return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
}

// An array index token: "0" or a number without leading zeros (RFC 6901 §4).
function arrayIndex(token, length, allowEnd, pointer) {
  if (allowEnd && token === '-') return length;
  if (!/^(0|[1-9][0-9]*)$/.test(token)) {
    throw new PatchError(`path "${pointer}": "${token}" is not an array index`);
  }
  const index = Number(token);
  const limit = allowEnd ? length : length - 1;
  if (index > limit) throw new PatchError(`path "${pointer}": index ${index} is out of range`);
  return index;
}

function isContainer(value) {
  return typeof value === 'object' && value !== null;
}

function hasOwn(object, key) {
  return Object.prototype.hasOwnProperty.call(object, key);
}

// Follows `tokens` (of `pointer`) down from `document`; throws if one of
// them names nothing.
function walk(document, tokens, pointer) {
  let current = document;
  for (const token of tokens) {
    if (Array.isArray(current)) {
      current = current[arrayIndex(token, current.length, false, pointer)];
    } else if (isContainer(current) && hasOwn(current, token)) {
      current = current[token];
    } else {
      throw new PatchError(`path "${pointer}" does not exist`);
    }
  }
  return current;
}

// The value a pointer names; throws if it names nothing.
export function getByPointer(document, pointer) {
  return walk(document, parsePointer(pointer), pointer);
}

// The container holding the pointer's last token, and that token.
function locateParent(document, pointer) {
  const tokens = parsePointer(pointer);
  if (tokens.length === 0) return { parent: null, key: null };
  const parent = walk(document, tokens.slice(0, -1), pointer);
  if (!isContainer(parent)) throw new PatchError(`path "${pointer}" goes through a non-container`);
  return { parent, key: tokens[tokens.length - 1] };
}

// Each helper returns the (possibly new) document root.
function addValue(document, pointer, value) {
  const { parent, key } = locateParent(document, pointer);
  if (parent === null) return value;
  if (Array.isArray(parent)) {
    parent.splice(arrayIndex(key, parent.length, true, pointer), 0, value);
  } else {
    parent[key] = value;
  }
  return document;
}

function removeValue(document, pointer) {
  const { parent, key } = locateParent(document, pointer);
  if (parent === null) throw new PatchError('cannot remove the whole document');
  if (Array.isArray(parent)) {
    parent.splice(arrayIndex(key, parent.length, false, pointer), 1);
  } else if (hasOwn(parent, key)) {
    delete parent[key];
  } else {
    throw new PatchError(`path "${pointer}" does not exist`);
  }
  return document;
}

function requireField(operation, field, index) {
  if (!hasOwn(operation, field)) {
    throw new PatchError(`operation ${index} (${operation.op}) has no "${field}"`, index);
  }
  return operation[field];
}

function applyOperation(document, operation, index) {
  if (!isContainer(operation) || Array.isArray(operation)) {
    throw new PatchError(`operation ${index} is not an object`, index);
  }
  const path = requireField(operation, 'path', index);
  switch (operation.op) {
    case 'add':
      return addValue(document, path, clone(requireField(operation, 'value', index)));
    case 'remove':
      return removeValue(document, path);
    case 'replace': {
      const value = clone(requireField(operation, 'value', index));
      getByPointer(document, path);  // must exist (RFC 6902 §4.3)
      if (path === '') return value;
      return addValue(removeValue(document, path), path, value);
    }
    case 'move': {
      const from = requireField(operation, 'from', index);
      if (path !== from && path.startsWith(`${from}/`)) {
        throw new PatchError(`operation ${index}: cannot move "${from}" into itself`, index);
      }
      const value = getByPointer(document, from);
      if (path === from) return document;
      return addValue(removeValue(document, from), path, value);
    }
    case 'copy': {
      const from = requireField(operation, 'from', index);
      return addValue(document, path, clone(getByPointer(document, from)));
    }
    case 'test': {
      const expected = requireField(operation, 'value', index);
      if (!deepEqual(getByPointer(document, path), expected)) {
        throw new PatchError(`operation ${index}: test of "${path}" failed`, index);
      }
      return document;
    }
    default:
      throw new PatchError(`operation ${index} has an unknown op "${operation.op}"`, index);
  }
}

// Applies `operations` to a copy of `document` and returns the copy. All or
// nothing: on any error a PatchError is thrown and `document` is untouched.
export function applyPatch(document, operations) {
  if (!Array.isArray(operations)) throw new PatchError('a patch must be an array of operations');
  let result = clone(document);
  operations.forEach((operation, index) => {
    try {
      result = applyOperation(result, operation, index);
    } catch (error) {
      if (error instanceof PatchError && error.operationIndex === undefined) {
        throw new PatchError(`operation ${index}: ${error.message}`, index);
      }
      throw error;
    }
  });
  return result;
}
