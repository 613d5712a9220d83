"""The optional chat model: settings read from the environment at the edge, and the model.

Off by default: with FAMILY_SCHEDULER_MODEL unset `from_env` returns None and nothing
imports langchain_openai. The environment is read only here, by the CLI or whoever
builds the app, never inside a graph node.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal

Method = Literal["json_schema", "function_calling"]
METHODS: tuple[str, ...] = ("json_schema", "function_calling")
_TRUE = {"1", "true", "yes", "on"}


class ModelSettingsError(ValueError):
    """A model setting in the environment cannot be used."""


@dataclass(frozen=True)
class ModelSettings:
    """How to reach an OpenAI-compatible chat model."""

    model: str
    api_key: str | None = None
    base_url: str | None = None
    timeout_s: float = 20.0
    max_retries: int = 1
    rephrase: bool = False
    method: Method = "json_schema"

    @classmethod
    def from_env(cls, environ: Mapping[str, str]) -> ModelSettings | None:
        """The settings in `environ`, or None when FAMILY_SCHEDULER_MODEL is unset or empty."""
        model = (environ.get("FAMILY_SCHEDULER_MODEL") or "").strip()
        if not model:
            return None
        method = (environ.get("FAMILY_SCHEDULER_MODEL_METHOD") or "json_schema").strip().lower()
        if method not in METHODS:
            raise ModelSettingsError(
                f"FAMILY_SCHEDULER_MODEL_METHOD must be one of {', '.join(METHODS)}, not {method!r}"
            )
        return cls(
            model=model,
            api_key=(environ.get("OPENAI_API_KEY") or "").strip() or None,
            base_url=(environ.get("OPENAI_BASE_URL") or "").strip() or None,
            timeout_s=_number(environ, "FAMILY_SCHEDULER_MODEL_TIMEOUT", 20.0, float),
            max_retries=_number(environ, "FAMILY_SCHEDULER_MODEL_RETRIES", 1, int),
            rephrase=(environ.get("FAMILY_SCHEDULER_REPHRASE") or "").strip().lower() in _TRUE,
            method=method,  # type: ignore[arg-type]
        )


def from_env(environ: Mapping[str, str]) -> ModelSettings | None:
    """Module-level spelling of `ModelSettings.from_env`."""
    return ModelSettings.from_env(environ)


def _number(environ: Mapping[str, str], name: str, default: Any, kind: type) -> Any:
    raw = (environ.get(name) or "").strip()
    if not raw:
        return default
    try:
        value = kind(raw)
    except ValueError:
        raise ModelSettingsError(f"{name} must be a number, not {raw!r}") from None
    if value < 0:
        raise ModelSettingsError(f"{name} must not be negative")
    return value


def build_chat_model(settings: ModelSettings, **overrides: Any) -> Any:
    """A ChatOpenAI for `settings` (langchain_openai is imported only now).

    A server that needs no key (Ollama, vLLM, LM Studio) gets a placeholder one, since
    the client refuses to start without. `overrides` go to ChatOpenAI (e.g. http_client).
    """
    from langchain_openai import ChatOpenAI

    options: dict[str, Any] = {
        "model": settings.model,
        "api_key": settings.api_key or ("not-needed" if settings.base_url else None),
        "timeout": settings.timeout_s,
        "max_retries": settings.max_retries,
        "metadata": {"structured_output_method": settings.method, "rephrase": settings.rephrase},
    }
    if settings.base_url:
        options["base_url"] = settings.base_url
    options.update(overrides)
    return ChatOpenAI(**{k: v for k, v in options.items() if v is not None})


def chat_model_from_env(environ: Mapping[str, str]) -> tuple[Any, ModelSettings | None]:
    """(chat model or None, settings or None) for `environ`: the one call the edges make."""
    settings = ModelSettings.from_env(environ)
    return (build_chat_model(settings) if settings else None), settings
