"""The write re-checks only what may have changed since the family's check.

Sarah books Jake's dentist on Saturday at 13:00-14:00 (free in the demo week). Her check
records the calendar's write count; when nothing was written since, the write trusts it;
when Mike's phone (another connection: another process or machine) booked Jake at that
hour meanwhile, or the family's rules changed, or the proposal is not what was checked,
the write checks again, and a clash keeps Sarah's booking from being written.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, time

import pytest

from family_scheduler.calendar import Calendar
from family_scheduler.domain import verification
from family_scheduler.domain.conflicts import detect_conflicts
from family_scheduler.domain.proposals import what_if
from family_scheduler.domain.verification import ChangedMeanwhile, checked, recheck_of, still_stands
from family_scheduler.family_file import demo_family
from family_scheduler.models import Constraint, Event
from family_scheduler.models.results import Proposal
from tests.conftest import StoreMaker

Make = Callable[..., Event]


def sarahs_checked_booking(calendar: Calendar, event: Event, now: datetime) -> Proposal:
    """What the graph does before asking: the conflicts check, then `checked`."""
    proposal = Proposal(id=f"p-{event.id}", action="create", event=event, requested_by="sarah")
    seen = calendar.changes()  # as the conflicts subgraph does, before its check reads
    report = detect_conflicts(event, what_if(calendar, proposal), since=now)
    assert not report.has_blocking, report.summary
    return checked(proposal, report.conflicts, calendar, now, seen_changes=seen)


@dataclass
class Saturday:
    """Sarah's and Mike's connections to the demo family's calendar, and Sarah's checked
    booking of Jake's dentist on Saturday 13:00-14:00, not yet written."""

    sarah: Calendar
    mike: Calendar
    dentist: Event
    proposal: Proposal
    now: datetime

    def write(self) -> None:
        """Sarah says yes: the one writer commits with the re-check."""
        self.sarah.commit(self.proposal.id, [self.dentist], recheck=recheck_of(self.proposal, self.now))


@pytest.fixture
def saturday(store_at: StoreMaker, make_event: Make, at: Callable[..., datetime], now: datetime) -> Saturday:
    fam, events = demo_family()
    sarah = store_at(fam.id, fam)
    sarah.commit("seed", events)
    dentist = make_event("dentist", at(28, 13), at(28, 14), ["jake"])
    return Saturday(sarah, store_at(fam.id), dentist, sarahs_checked_booking(sarah, dentist, now), now)


@pytest.fixture
def rechecks(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every full re-check the write runs (by proposal id)."""
    ran: list[str] = []
    full = verification.changed_meanwhile

    def counted(proposal: Proposal, *args: object) -> object:
        ran.append(proposal.id)
        return full(proposal, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(verification, "changed_meanwhile", counted)
    return ran


def test_nothing_written_since_the_check_the_booking_is_written_without_checking_again(
    saturday: Saturday, rechecks: list[str]
) -> None:
    assert still_stands(saturday.proposal, saturday.sarah, saturday.now)
    saturday.write()
    assert rechecks == []
    assert saturday.sarah.get_event(saturday.dentist.id) is not None


def test_mike_booking_jake_meanwhile_is_caught_and_nothing_is_written(
    saturday: Saturday, make_event: Make, at: Callable[..., datetime], rechecks: list[str]
) -> None:
    haircut = make_event("haircut", at(28, 13, 30), at(28, 14, 30), ["jake"], id="mikes-haircut")
    saturday.mike.commit("mike-1", [haircut])
    assert not still_stands(saturday.proposal, saturday.sarah, saturday.now)
    with pytest.raises(ChangedMeanwhile, match="haircut"):
        saturday.write()
    assert rechecks == [saturday.proposal.id]
    assert saturday.sarah.get_event(saturday.dentist.id) is None


def test_an_unrelated_write_meanwhile_costs_a_recheck_and_the_booking_still_goes_through(
    saturday: Saturday, make_event: Make, at: Callable[..., datetime], rechecks: list[str]
) -> None:
    saturday.mike.commit("mike-1", [make_event("yoga", at(27, 7), at(27, 8), ["mike"], id="mikes-yoga")])
    saturday.write()
    assert rechecks == [saturday.proposal.id]
    assert saturday.sarah.get_event(saturday.dentist.id) is not None


def test_a_new_house_rule_saved_meanwhile_means_the_check_no_longer_stands(saturday: Saturday) -> None:
    family = saturday.mike.family()
    quiet = Constraint(
        id="no-saturday-afternoons",
        kind="blocked_hours",
        members=["jake"],
        days=["SA"],
        start_time=time(12),
        end_time=time(18),
        description="no appointments on Saturday afternoons",
    )
    saturday.mike.save_family(family.model_copy(update={"constraints": [*family.constraints, quiet]}))
    assert not still_stands(saturday.proposal, saturday.sarah, saturday.now)
    with pytest.raises(ChangedMeanwhile, match="Saturday afternoons"):
        saturday.write()


def test_a_proposal_changed_after_its_check_is_checked_again(
    saturday: Saturday, at: Callable[..., datetime]
) -> None:
    moved = saturday.dentist.model_copy(update={"start": at(28, 14), "end": at(28, 15)})
    edited = saturday.proposal.model_copy(update={"event": moved})
    assert not still_stands(edited, saturday.sarah, saturday.now)
    assert not still_stands(saturday.proposal, saturday.sarah, at(23, 8))  # a clock earlier than the check
