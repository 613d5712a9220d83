"""Validation errors as plain lines, one per problem, each naming its field.

Pydantic's own text spans several lines per error and names fields as `members.1.rol`;
a family reads `members[1].rol: unknown field (did you mean role?)`.
"""

from __future__ import annotations

import difflib
import json
import re
import types
from typing import Any, Union, get_args, get_origin

from pydantic import BaseModel, ValidationError

_ODD_KEY = re.compile(r"\A\Z|\s|\.")
"""Keys a reader could not see or would split: empty, with spaces or dots."""


def key_path(path: str, key: str) -> str:
    """`path` and one more key: 'members[1]' + 'rol' → 'members[1].rol'. A key that is not
    a plain word (empty, spaces, dots) is quoted, so `{"": 1}` reads `""`, never an empty name."""
    if _ODD_KEY.search(key):
        quoted = json.dumps(key, ensure_ascii=False)
        return f"{path}[{quoted}]" if path else quoted
    return f"{path}.{key}" if path else key


def field_path(loc: tuple[int | str, ...] | list[int | str]) -> str:
    """('members', 1, 'rol') → 'members[1].rol'."""
    text = ""
    for part in loc:
        if isinstance(part, int):
            text += f"[{part}]"
        else:
            text = key_path(text, str(part))
    return text


def _model_at(model: type[BaseModel] | None, loc: tuple[int | str, ...]) -> type[BaseModel] | None:
    """The model class found by following `loc` (field names, list indexes, dict keys)."""
    hint: Any = model
    for part in loc:
        if isinstance(hint, type) and issubclass(hint, BaseModel):
            if not isinstance(part, str) or part not in hint.model_fields:
                return None
            hint = hint.model_fields[part].annotation
            continue
        hint = _inner(hint)
        if hint is None:
            return None
    return hint if isinstance(hint, type) and issubclass(hint, BaseModel) else None


def _inner(hint: Any) -> Any:
    """The element type of list[X], dict[str, X], X | None."""
    origin = get_origin(hint)
    args = [a for a in get_args(hint) if a is not type(None)]
    if origin in (Union, types.UnionType) and len(args) == 1:
        return _inner(args[0]) if get_origin(args[0]) else args[0]
    if origin in (list, tuple, set) and args:
        return args[0]
    if origin is dict and len(args) == 2:
        return args[1]
    return None


def _message(error: Any, model: type[BaseModel] | None) -> str:
    kind = error.get("type", "")
    loc = tuple(error.get("loc", ()))
    if kind == "extra_forbidden":
        known = _model_at(model, loc[:-1])
        close = difflib.get_close_matches(str(loc[-1]), list(known.model_fields), n=1) if known else []
        return "unknown field" + (f" (did you mean {close[0]}?)" if close else "")
    if kind == "missing":
        return "missing"
    if kind == "json_invalid":
        return f"not valid JSON ({error.get('ctx', {}).get('error', 'unreadable')})"
    message = str(error.get("msg", "invalid"))
    for prefix in ("Value error, ", "Assertion failed, "):
        if message.startswith(prefix):
            message = message[len(prefix) :]
    return message


def problem_lines(
    err: ValidationError, model: type[BaseModel] | None = None, prefix: tuple[int | str, ...] = ()
) -> list[str]:
    """One line per problem: `path: message` (just the message when it names no field).

    `model` is the class validated (for "did you mean"); `prefix` goes before each path.
    """
    lines = []
    for error in err.errors():
        path = field_path((*prefix, *error.get("loc", ())))
        message = _message(error, model)
        lines.append(f"{path}: {message}" if path else message)
    return lines


def one_line(err: Exception, model: type[BaseModel] | None = None) -> str:
    """The first problem of `err` in one line, saying how many more there are."""
    if isinstance(err, ValidationError):
        lines = problem_lines(err, model)
        more = f" (and {len(lines) - 1} more)" if len(lines) > 1 else ""
        return (lines[0] if lines else "invalid") + more
    return " ".join(str(err).split())
