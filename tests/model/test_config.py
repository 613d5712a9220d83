"""Model settings come from the environment at the edge; without them nothing changes."""

from __future__ import annotations

import argparse
import json
import subprocess
import sys

import pytest

from family_scheduler.cli import main
from family_scheduler.cli.common import chat_model_for
from family_scheduler.model_config import ModelSettings, ModelSettingsError, build_chat_model

NOW = "2026-11-23T09:00:00-05:00"


def test_no_model_name_means_no_model():
    assert ModelSettings.from_env({}) is None
    assert ModelSettings.from_env({"OPENAI_API_KEY": "sk-x", "FAMILY_SCHEDULER_MODEL": "  "}) is None
    assert chat_model_for(argparse.Namespace(thread="default"), {}) is None


def test_settings_are_read_from_the_environment():
    settings = ModelSettings.from_env(
        {
            "FAMILY_SCHEDULER_MODEL": "llama3.1",
            "OPENAI_BASE_URL": "http://localhost:11434/v1",
            "FAMILY_SCHEDULER_MODEL_TIMEOUT": "7.5",
            "FAMILY_SCHEDULER_MODEL_RETRIES": "3",
            "FAMILY_SCHEDULER_REPHRASE": "yes",
            "FAMILY_SCHEDULER_MODEL_METHOD": "function_calling",
        }
    )
    assert settings == ModelSettings(
        model="llama3.1",
        api_key=None,
        base_url="http://localhost:11434/v1",
        timeout_s=7.5,
        max_retries=3,
        rephrase=True,
        method="function_calling",
    )


@pytest.mark.parametrize(
    "name, value",
    [
        ("FAMILY_SCHEDULER_MODEL_TIMEOUT", "soon"),
        ("FAMILY_SCHEDULER_MODEL_RETRIES", "-1"),
        ("FAMILY_SCHEDULER_MODEL_METHOD", "telepathy"),
    ],
)
def test_a_bad_setting_is_a_clear_error(name, value):
    with pytest.raises(ModelSettingsError, match=name):
        ModelSettings.from_env({"FAMILY_SCHEDULER_MODEL": "gpt-4o-mini", name: value})


def test_the_chat_model_gets_the_timeout_retries_and_server():
    model = build_chat_model(
        ModelSettings(
            model="qwen2.5", base_url="http://localhost:1234/v1", timeout_s=5, max_retries=2, rephrase=True
        )
    )
    assert (model.model_name, model.request_timeout, model.max_retries) == ("qwen2.5", 5, 2)
    assert model.openai_api_base == "http://localhost:1234/v1"
    assert model.openai_api_key.get_secret_value() == "not-needed"  # local servers need no key
    assert model.metadata["structured_output_method"] == "json_schema" and model.metadata["rephrase"] is True


def test_listing_events_never_builds_a_model():
    assert chat_model_for(argparse.Namespace(db=None), {"FAMILY_SCHEDULER_MODEL": "gpt-4o-mini"}) is None


def _modules_after(code: str, env: dict[str, str] | None = None) -> list[str]:
    script = (
        code
        + "\nimport sys, json\n"
        + "roots = ('openai', 'langchain_openai')\n"
        + "print(json.dumps(sorted(m for m in sys.modules if m.split('.')[0] in roots)))"
    )
    out = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        timeout=60,
        env={"PATH": "", **(env or {})},
    )
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_importing_the_package_and_parsing_never_imports_the_model_client():
    loaded = _modules_after(
        "import family_scheduler, family_scheduler.app, family_scheduler.rephrase, "
        "family_scheduler.model_config\n"
        "from family_scheduler.subgraphs.parsing import graph\n"
        "from family_scheduler.cli import main\n"
        "main(['parse', 'soccer for Emma Saturday at 2pm', '--now', '" + NOW + "'])",
        env={"FAMILY_SCHEDULER_MODEL": "gpt-4o-mini"},  # parse is offline unless --model
    )
    assert loaded == []


def test_parse_without_model_prints_no_errors_key(capsys):
    assert main(["parse", "soccer for Emma Saturday at 2pm", "--now", NOW]) == 0
    assert "errors" not in json.loads(capsys.readouterr().out)


def test_parse_with_model_but_no_name_is_a_clear_error(monkeypatch):
    from family_scheduler.cli.parse_cmd import chat_model

    with pytest.raises(ValueError, match="--model needs a model name"):
        chat_model(argparse.Namespace(model=""), {})


def test_parse_with_model_reports_the_model_failure_and_keeps_the_grammar(monkeypatch, capsys, scripted):
    from family_scheduler.cli import parse_cmd

    monkeypatch.setattr(parse_cmd, "chat_model", lambda args: scripted(TimeoutError("slow")))
    assert main(["parse", "soccer for Emma Saturday at 2pm", "--now", NOW, "--model", "x"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["start"] == "2026-11-28T14:00:00-05:00"
    assert [e["type"] for e in out["errors"]] == ["TimeoutError"]
