"""Two families share one calendar file (and a favourite thread name): every conversation
belongs to one family, and each speaker has their own default conversation."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from family_scheduler.app import FamilyScheduler
from family_scheduler.family_file import demo_family

NY = ZoneInfo("America/New_York")
MONDAY = datetime(2026, 11, 23, 9, 0, tzinfo=NY)
SWIM = "swim for jake thursday at 4"  # clashes with Jake's soccer: waits for an answer


@pytest.fixture
def families(tmp_path):
    path = tmp_path / "street.sqlite"
    opened = []
    for family_id, name in [("smiths", "The Smiths"), ("joneses", "The Joneses")]:
        family, events = demo_family()
        family = family.model_copy(update={"id": family_id, "name": name})
        opened.append(FamilyScheduler.create(path, family, events=events, clock=lambda: MONDAY))
    yield opened
    for app in opened:
        app.close()


def swims(app: FamilyScheduler) -> list[str]:
    week = app.events("2026-11-23", "2026-11-29", members=["jake"])
    return [o.start.astimezone(NY).strftime("%a %H:%M") for o in week if o.title == "swim"]


def test_the_same_thread_id_is_two_conversations(families):
    smiths, joneses = families
    asked = smiths.ask(SWIM, thread_id="shared")
    assert asked.status == "awaiting_user"
    other = joneses.ask("what's on wednesday?", thread_id="shared")
    assert other.status == "completed" and other.committed == [] and other.question is None
    assert swims(joneses) == [] and swims(smiths) == []
    said_by_joneses = [
        m.content for m in joneses.graph.get_state(joneses.config("shared")).values["messages"]
    ]
    assert not any("swim" in str(text) for text in said_by_joneses)  # the Smiths' words stay theirs
    assert joneses.pending("shared") is None and smiths.pending("shared") is not None
    assert joneses.ask("no", thread_id="shared").question is None
    assert smiths.pending("shared") is not None  # a Jones "no" is not the Smiths' answer
    done = smiths.ask("3", thread_id="shared")
    assert done.status == "completed" and len(swims(smiths)) == 1 and swims(joneses) == []


def test_each_speaker_has_a_default_conversation(families):
    smiths, _ = families
    smiths.ask(SWIM, speaker="sarah")
    mike = smiths.ask("what's on wednesday?", speaker="mike")
    assert mike.status == "completed" and mike.question is None
    assert smiths.pending(speaker="sarah") is not None and smiths.pending(speaker="mike") is None
    assert smiths.thread_key(speaker="sarah") == "smiths/default:sarah"
    assert smiths.thread_key("kitchen") == "smiths/kitchen"
