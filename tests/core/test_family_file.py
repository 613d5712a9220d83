"""A family file is checked strictly, every problem named on its own line; `init` with an
edited file updates what changed and says so."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from family_scheduler.calendar import SqliteCalendar
from family_scheduler.cli import main
from family_scheduler.family_file import FamilyFileError, read_family_data

NOW = "2026-11-23T09:00:00-05:00"

RIVERAS: dict[str, Any] = {
    "id": "riveras",
    "name": "The Riveras",
    "timezone": "America/Chicago",
    "members": [
        {"id": "ana", "name": "Ana", "role": "parent"},
        {"id": "leo", "name": "Leo", "role": "child", "age": 9},
    ],
    "groups": {"kids": ["leo"]},
    "group_aliases": {"kids": ["the kids"]},
    "resources": [{"id": "truck", "name": "Truck", "kind": "vehicle", "seats": 5}],
    "constraints": [
        {
            "id": "leo-bed",
            "kind": "blocked_hours",
            "members": ["leo"],
            "start_time": "20:30",
            "end_time": "07:00",
        }
    ],
    "events": [
        {
            "id": "karate",
            "title": "karate",
            "start": "2026-11-24T17:00:00-06:00",
            "end": "2026-11-24T18:00:00-06:00",
            "recurrence": "FREQ=WEEKLY;BYDAY=TU",
            "participants": ["leo"],
            "resources": ["truck"],
        }
    ],
}


def riveras(**changes: Any) -> dict[str, Any]:
    data = copy.deepcopy(RIVERAS)
    data.update(changes)
    return data


def problems(data: dict[str, Any]) -> list[str]:
    with pytest.raises(FamilyFileError) as caught:
        read_family_data(data, "riveras.json")
    lines = str(caught.value).splitlines()
    assert all(line.startswith("riveras.json: ") and ": : " not in line for line in lines)
    return [line.removeprefix("riveras.json: ") for line in lines]


def test_the_riveras_file_is_accepted_as_written():
    checked = read_family_data(riveras(), "riveras.json")
    assert checked.family.member("leo").role == "child" and [e.id for e in checked.events] == ["karate"]


def test_a_misspelt_key_is_named_not_ignored():
    data = riveras()
    data["members"][1] = {"id": "leo", "name": "Leo", "rol": "child"}
    data["resorces"] = data.pop("resources")
    data["events"][0]["participant"] = data["events"][0].pop("participants")
    found = problems(data)
    assert "members[1].rol: unknown field (did you mean role?)" in found
    assert "resorces: unknown field (did you mean resources?)" in found
    assert "events[0].participant: unknown field (did you mean participants?)" in found


def test_repeated_and_empty_ids_are_each_named():
    data = riveras()
    data["members"].append({"id": "", "name": "Nobody"})
    data["resources"].append({"id": "truck", "name": "Old truck"})
    data["events"].append(copy.deepcopy(data["events"][0]) | {"title": "karate again"})
    found = problems(data)
    assert "members[2].id: empty" in found
    assert "resources[1].id: 'truck' is used by resources[0] too" in found
    assert "events[1].id: 'karate' is used by events[0] too" in found


def test_a_family_with_nobody_in_it_is_refused():
    assert "members: a family needs at least one member" in problems(
        riveras(members=[], groups={}, group_aliases={}, constraints=[], events=[])
    )


def test_names_of_nobody_are_found_everywhere():
    data = riveras(default_speaker="mia")
    data["groups"]["kids"].append("max")
    data["constraints"][0]["members"] = ["zoe"]
    data["events"][0]["participants"] = ["leo", "bob"]
    data["events"][0]["resources"] = ["boat"]
    found = problems(data)
    assert "default_speaker: 'mia' is not a member" in found
    assert "groups.kids: 'max' is not a member" in found
    assert "constraints[0].members: 'zoe' is not a member" in found
    assert "events[0].participants: 'bob' is not a member" in found
    assert "events[0].resources: 'boat' is not a shared thing" in found


def test_a_bad_zone_and_a_bad_rule_name_their_fields_and_every_problem_comes_at_once():
    data = riveras(timezone="America/Chicgo")
    data["events"][0]["recurrence"] = "FREQ=DAILY;INTERVAL=0"
    data["members"][1]["role"] = "kid"
    found = problems(data)
    assert "timezone: unknown time zone 'America/Chicgo'" in found
    assert any(line.startswith("events[0].recurrence: INTERVAL=0") for line in found)
    assert any(line.startswith("members[1].role:") for line in found)
    assert len(found) == 3


@pytest.fixture
def cli(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("FAMILY_SCHEDULER_DB", str(tmp_path / "family.sqlite"))

    def run(*argv: str) -> tuple[int, str, str]:
        code = main(list(argv))
        out, err = capsys.readouterr()
        return code, out, err

    return run


def write(path: Path, data: dict[str, Any]) -> str:
    path.write_text(json.dumps(data))
    return str(path)


def test_init_refuses_a_bad_file_with_one_line_per_problem_and_writes_nothing(cli, tmp_path):
    data = riveras()
    data["members"][1]["rol"] = "child"
    data["resources"][0]["capacity"] = -1
    code, _, err = cli("init", "--family", write(tmp_path / "bad.json", data))
    assert code == 2
    lines = err.strip().splitlines()
    assert len(lines) == 2 and all(
        line.startswith(f"family-scheduler: {tmp_path}/bad.json: ") for line in lines
    )
    assert (
        not (tmp_path / "family.sqlite").exists()
        or not SqliteCalendar(tmp_path / "family.sqlite", "riveras").all_events()
    )


def test_init_again_with_an_edited_file_updates_what_changed(cli, tmp_path):
    path = tmp_path / "riveras.json"
    code, out, _ = cli("init", "--family", write(path, riveras()))
    assert code == 0 and "Created the calendar for The Riveras (2 people, 1 shared thing, 1 event)" in out
    cli("ask", "dentist for leo tomorrow at 3pm", "--now", NOW)
    edited = riveras()
    edited["members"].append({"id": "sol", "name": "Sol", "role": "parent"})
    edited["resources"][0]["seats"] = 6
    edited["events"][0]["end"] = "2026-11-24T18:30:00-06:00"
    edited["events"].append(
        {
            "id": "swim",
            "title": "swimming",
            "start": "2026-11-28T10:00:00-06:00",
            "end": "2026-11-28T11:00:00-06:00",
            "participants": ["leo", "sol"],
        }
    )
    code, out, _ = cli("init", "--family", write(path, edited))
    assert code == 0
    assert "members: +sol" in out and "resources: ~truck" in out
    assert "1 event added (swimming)" in out and "1 event changed (karate)" in out
    calendar = SqliteCalendar(tmp_path / "family.sqlite", "riveras")
    assert calendar.family().member("sol") is not None
    karate = calendar.get_event("karate")
    assert karate is not None and karate.version == 2 and karate.end.hour == 18 and karate.end.minute == 30
    assert any(e.title == "dentist" for e in calendar.all_events())  # the booking is kept
    code, out, _ = cli("init", "--family", str(path))
    assert code == 0 and "is up to date" in out


def test_dropping_leo_while_his_dentist_visit_is_booked_is_refused(cli, tmp_path):
    path = tmp_path / "riveras.json"
    cli("init", "--family", write(path, riveras()))
    cli("ask", "dentist for leo tomorrow at 3pm", "--now", NOW)
    without_leo = riveras(groups={}, group_aliases={}, constraints=[], events=[])
    without_leo["members"].pop()
    code, _, err = cli("init", "--family", write(path, without_leo))
    assert (
        code == 2
        and "members: 'leo' is gone, but 2 events in the calendar still name 'leo' (dentist, karate)" in err
    )
    assert SqliteCalendar(tmp_path / "family.sqlite", "riveras").family().member("leo") is not None


def test_a_second_family_file_without_an_id_does_not_replace_the_first(cli, tmp_path):
    first = riveras()
    del first["id"]
    cli("init", "--family", write(tmp_path / "a.json", first))
    other = {"name": "The Okafors", "members": [{"id": "ada", "name": "Ada"}]}
    code, _, err = cli("init", "--family", write(tmp_path / "b.json", other))
    assert code == 2 and 'give this family its own "id"' in err
    assert SqliteCalendar(tmp_path / "family.sqlite", "family").family().name == "The Riveras"
    code, out, _ = cli("init", "--family", write(tmp_path / "b.json", other | {"id": "okafors"}))
    assert code == 0 and "Created the calendar for The Okafors" in out


def test_the_family_file_example_in_the_usage_guide_is_accepted():
    text = (Path(__file__).resolve().parents[2] / "docs" / "usage.md").read_text(encoding="utf-8")
    example = text.split("### A family file", 1)[1].split("```json\n", 1)[1].split("```", 1)[0]
    checked = read_family_data(json.loads(example), "usage.md")
    assert checked.family.id == "parkers" and [e.id for e in checked.events] == ["soccer"]


def test_an_empty_key_is_named_as_one_never_as_an_empty_location():
    data = riveras()
    data[""] = 1
    data["members"][0][""] = 2
    data["groups"] = {"": ["leo", "bob"]}
    found = problems(data)
    assert '"": unknown field' in found
    assert 'members[0][""]: unknown field' in found
    assert "groups[\"\"]: 'bob' is not a member" in found
