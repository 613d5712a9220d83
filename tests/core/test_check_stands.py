"""The write re-checks only what may have changed since the family's check.

Sarah books Jake's dentist on Saturday at 13:00-14:00 (free in the demo week). Her check
records the calendar's write count; when nothing was written since, the write trusts it;
when Mike's phone (another connection: another process or machine) booked Jake at that
hour meanwhile, or the family's rules changed, or the proposal is not what was checked,
the write checks again, and a clash keeps Sarah's booking from being written.
"""

from __future__ import annotations

from collections.abc import Callable
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
    report = detect_conflicts(event, what_if(calendar, proposal), since=now)
    assert not report.has_blocking, report.summary
    return checked(proposal, report.conflicts, calendar, now, seen_changes=report.calendar_changes)


@pytest.fixture
def two_phones(store_at: StoreMaker) -> tuple[Calendar, Calendar]:
    """Sarah's and Mike's connections to the demo family's calendar."""
    fam, events = demo_family()
    sarah = store_at(fam.id, fam)
    sarah.commit("seed", events)
    return sarah, store_at(fam.id)


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
    two_phones: tuple[Calendar, Calendar],
    make_event: Make,
    at: Callable[..., datetime],
    now: datetime,
    rechecks: list[str],
) -> None:
    sarah, _ = two_phones
    dentist = make_event("dentist", at(28, 13), at(28, 14), ["jake"])
    proposal = sarahs_checked_booking(sarah, dentist, now)
    assert still_stands(proposal, sarah, now)
    sarah.commit(proposal.id, [dentist], recheck=recheck_of(proposal, now))
    assert rechecks == []
    assert sarah.get_event(dentist.id) is not None


def test_mike_booking_jake_meanwhile_is_caught_and_nothing_is_written(
    two_phones: tuple[Calendar, Calendar],
    make_event: Make,
    at: Callable[..., datetime],
    now: datetime,
    rechecks: list[str],
) -> None:
    sarah, mike = two_phones
    dentist = make_event("dentist", at(28, 13), at(28, 14), ["jake"])
    proposal = sarahs_checked_booking(sarah, dentist, now)
    haircut = make_event("haircut", at(28, 13, 30), at(28, 14, 30), ["jake"], id="mikes-haircut")
    mike.commit("mike-1", [haircut])
    assert not still_stands(proposal, sarah, now)
    with pytest.raises(ChangedMeanwhile, match="haircut"):
        sarah.commit(proposal.id, [dentist], recheck=recheck_of(proposal, now))
    assert rechecks == [proposal.id]
    assert sarah.get_event(dentist.id) is None


def test_an_unrelated_write_meanwhile_costs_a_recheck_and_the_booking_still_goes_through(
    two_phones: tuple[Calendar, Calendar],
    make_event: Make,
    at: Callable[..., datetime],
    now: datetime,
    rechecks: list[str],
) -> None:
    sarah, mike = two_phones
    dentist = make_event("dentist", at(28, 13), at(28, 14), ["jake"])
    proposal = sarahs_checked_booking(sarah, dentist, now)
    mike.commit("mike-1", [make_event("yoga", at(27, 7), at(27, 8), ["mike"], id="mikes-yoga")])
    sarah.commit(proposal.id, [dentist], recheck=recheck_of(proposal, now))
    assert rechecks == [proposal.id]
    assert sarah.get_event(dentist.id) is not None


def test_a_new_house_rule_saved_meanwhile_means_the_check_no_longer_stands(
    two_phones: tuple[Calendar, Calendar],
    make_event: Make,
    at: Callable[..., datetime],
    now: datetime,
) -> None:
    sarah, mike = two_phones
    dentist = make_event("dentist", at(28, 13), at(28, 14), ["jake"])
    proposal = sarahs_checked_booking(sarah, dentist, now)
    family = mike.family()
    quiet = Constraint(
        id="no-saturday-afternoons",
        kind="blocked_hours",
        members=["jake"],
        days=["SA"],
        start_time=time(12),
        end_time=time(18),
        description="no appointments on Saturday afternoons",
    )
    mike.save_family(family.model_copy(update={"constraints": [*family.constraints, quiet]}))
    assert not still_stands(proposal, sarah, now)
    with pytest.raises(ChangedMeanwhile, match="Saturday afternoons"):
        sarah.commit(proposal.id, [dentist], recheck=recheck_of(proposal, now))


def test_a_proposal_changed_after_its_check_is_checked_again(
    two_phones: tuple[Calendar, Calendar],
    make_event: Make,
    at: Callable[..., datetime],
    now: datetime,
) -> None:
    sarah, _ = two_phones
    dentist = make_event("dentist", at(28, 13), at(28, 14), ["jake"])
    proposal = sarahs_checked_booking(sarah, dentist, now)
    moved = dentist.model_copy(update={"start": at(28, 14), "end": at(28, 15)})
    assert not still_stands(proposal.model_copy(update={"event": moved}), sarah, now)
    assert not still_stands(proposal, sarah, at(23, 8))  # the clock reads earlier than the check
