"""RFC 6902 JSON Patch, enough to follow a kangaroom room view.

The server sends ``patch`` messages whose ``ops`` turn the view at version
n-1 into version n. It only emits ``add``, ``remove`` and ``replace``; the
other three ops (``move``, ``copy``, ``test``) are here too because they are
a few lines each and a client that refused them would break the day the
server starts using one.

:func:`apply_patch` never modifies its input: when an op fails half-way the
caller still holds the old, consistent view and can ask the server to
``sync`` instead of playing on a corrupt copy.
"""

from __future__ import annotations

import copy
import re
from typing import Any

__all__ = ["PatchError", "apply_patch", "json_equal", "parse_pointer"]

_INDEX = re.compile(r"0|[1-9][0-9]*")


class PatchError(ValueError):
    """An op does not apply to the document (bad path, failed test...)."""


def parse_pointer(pointer: str) -> list[str]:
    """Split an RFC 6901 JSON Pointer into its unescaped segments.

    ``~1`` stands for ``/`` and ``~0`` for ``~``; decoding ``~1`` first would
    turn ``~01`` into ``/`` instead of ``~1``, hence the order.
    """
    if pointer == "":
        return []
    if not pointer.startswith("/"):
        raise PatchError(f"bad JSON pointer {pointer!r}")
    return [s.replace("~1", "/").replace("~0", "~") for s in pointer[1:].split("/")]


def _index(array: list[Any], segment: str, *, for_insert: bool) -> int:
    if for_insert and segment == "-":
        return len(array)
    if not _INDEX.fullmatch(segment):
        raise PatchError(f"bad array index {segment!r}")
    index = int(segment)
    limit = len(array) if for_insert else len(array) - 1
    if index > limit:
        raise PatchError(f"array index {index} out of range")
    return index


def _parent(doc: Any, segments: list[str], path: str) -> Any:
    """The container that holds the last segment of ``path``."""
    node = doc
    for segment in segments[:-1]:
        if isinstance(node, list):
            node = node[_index(node, segment, for_insert=False)]
        elif isinstance(node, dict) and segment in node:
            node = node[segment]
        else:
            raise PatchError(f"path {path!r} does not exist")
        if not isinstance(node, (dict, list)):
            raise PatchError(f"path {path!r} does not exist")
    return node


def _member(parent: Any, key: str, path: str) -> Any:
    """The index (in a list) or key (in an object) of ``parent``'s existing member ``key``."""
    if isinstance(parent, list):
        return _index(parent, key, for_insert=False)
    if key not in parent:
        raise PatchError(f"path {path!r} does not exist")
    return key


def _get(doc: Any, path: str) -> Any:
    segments = parse_pointer(path)
    if not segments:
        return doc
    parent = _parent(doc, segments, path)
    return parent[_member(parent, segments[-1], path)]


def _add(doc: Any, path: str, value: Any) -> Any:
    segments = parse_pointer(path)
    if not segments:
        return value
    parent = _parent(doc, segments, path)
    key = segments[-1]
    if isinstance(parent, list):
        parent.insert(_index(parent, key, for_insert=True), value)
    else:
        parent[key] = value
    return doc


def _remove(doc: Any, path: str) -> tuple[Any, Any]:
    """Remove the value at ``path``; return the document and that value."""
    segments = parse_pointer(path)
    if not segments:
        raise PatchError("cannot remove the whole document")
    parent = _parent(doc, segments, path)
    return doc, parent.pop(_member(parent, segments[-1], path))


def _field(op: dict[str, Any], name: str) -> Any:
    if name not in op:
        raise PatchError(f"patch op {op.get('op')!r} lacks {name!r}")
    return op[name]


def apply_patch(document: Any, ops: list[dict[str, Any]]) -> Any:
    """Return ``document`` with ``ops`` applied; ``document`` is left as it was.

    Raises :class:`PatchError` when an op does not apply.
    """
    doc = copy.deepcopy(document)
    for op in ops:
        if not isinstance(op, dict):
            raise PatchError(f"patch op {op!r} is not an object")
        kind = op.get("op")
        path = _field(op, "path")
        if kind == "add":
            doc = _add(doc, path, copy.deepcopy(_field(op, "value")))
        elif kind == "remove":
            doc, _ = _remove(doc, path)
        elif kind == "replace":
            value = copy.deepcopy(_field(op, "value"))
            _get(doc, path)  # RFC 6902 4.3: the target must exist
            if path == "":
                doc = value
            else:
                doc, _ = _remove(doc, path)
                doc = _add(doc, path, value)
        elif kind == "move":
            source = _field(op, "from")
            if path != source and path.startswith(source + "/"):
                raise PatchError(f"cannot move {source!r} into itself")
            doc, value = _remove(doc, source)
            doc = _add(doc, path, value)
        elif kind == "copy":
            doc = _add(doc, path, copy.deepcopy(_get(doc, _field(op, "from"))))
        elif kind == "test":
            if not json_equal(_get(doc, path), _field(op, "value")):
                raise PatchError(f"test failed at {path!r}")
        else:
            raise PatchError(f"unknown patch op {kind!r}")
    return doc


def json_equal(a: Any, b: Any) -> bool:
    """JSON equality: Python's ``==`` says ``True == 1``, JSON does not."""
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return a == b
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(json_equal(x, y) for x, y in zip(a, b))
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(json_equal(a[k], b[k]) for k in a)
    return type(a) is type(b) and a == b
