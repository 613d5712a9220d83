"""A repeat said with a span it skips: a holiday's week, a school break, two dates joined.
The span is read as what the series leaves out, never as the request's own days; a break
nobody has dated is asked about, and our reading of a loose one is said as such."""

from __future__ import annotations

from datetime import date

import pytest


@pytest.mark.parametrize(
    ("said", "name", "first", "last"),
    [
        (
            "violin every wednesday at 5 except the week of thanksgiving",
            "week of thanksgiving",
            date(2026, 11, 23),
            date(2026, 11, 29),
        ),
        (
            "add chess club every other thursday at 7pm, skipping christmas week",
            "christmas week",
            date(2026, 12, 21),
            date(2026, 12, 27),
        ),
        (
            "homework help weekdays at 4 except jan 4 through jan 8",
            "Jan 4 to Jan 8",
            date(2027, 1, 4),
            date(2027, 1, 8),
        ),
        (
            "ballet every saturday at 9 but not dec 19-27",
            "Dec 19 to Dec 27",
            date(2026, 12, 19),
            date(2026, 12, 27),
        ),
        (
            "run club every sunday at 8 except memorial day weekend",
            "memorial day weekend",
            date(2027, 5, 29),
            date(2027, 5, 31),
        ),
    ],
)
def test_a_span_said_is_left_out(parse, said, name, first, last):
    request = parse(said)
    assert request.intent == "create" and request.recurrence
    [span] = request.except_spans
    assert (span.name, span.first, span.last, span.assumed) == (name, first, last, False)
    assert not request.problems and not request.unread


@pytest.mark.parametrize(
    "said",
    [
        "guitar mondays at 6 except over winter break",
        "swim team every tuesday at 7am except during the christmas holidays",
    ],
)
def test_christmas_break_is_our_reading_and_asked(parse, said):
    request = parse(said)
    [span] = request.except_spans
    assert (span.first, span.last, span.assumed) == (date(2026, 12, 21), date(2027, 1, 3), True)
    assert any("I took" in a for a in request.ambiguities) and request.confidence <= 0.5


def test_thanksgiving_break_is_wednesday_to_sunday(parse):
    [span] = parse("tennis every wednesday at 4 except thanksgiving break").except_spans
    assert (span.first, span.last, span.assumed) == (date(2026, 11, 25), date(2026, 11, 29), True)


@pytest.mark.parametrize(
    "said",
    [
        "karate every thursday at 6 except during spring break",
        "art every friday at 4 but not over mid-winter recess",
    ],
)
def test_a_break_nobody_dated_is_asked_about(parse, said):
    request = parse(said)
    assert not request.except_spans
    assert any("I don't know the dates of" in p for p in request.problems)


def test_the_familys_own_break_dates_are_used(parse, family):
    family.named_days.update(
        {"start of spring break": date(2027, 3, 22), "end of spring break": date(2027, 3, 26)}
    )
    [span] = parse("karate every thursday at 6 except during spring break").except_spans
    assert (span.first, span.last, span.assumed) == (date(2027, 3, 22), date(2027, 3, 26), False)


def test_a_span_without_a_repeat_is_no_exception(parse):
    request = parse("dentist for emma thanksgiving week")
    assert not request.except_spans


@pytest.mark.parametrize(
    "said",
    [
        "reading club mondays at 6 but not from dec 21 to jan 3",
        "reading club mondays at 6 except between dec 21 and jan 3",
    ],
)
def test_a_range_after_from_or_between_is_left_out_not_the_series_own(parse, said):
    request = parse(said)
    [span] = request.except_spans
    assert (span.first, span.last) == (date(2026, 12, 21), date(2027, 1, 3))
    assert "UNTIL" not in (request.recurrence or "")


def test_two_days_joined_by_and_stay_two_days(parse):
    request = parse("reading club mondays at 6 except dec 21 and jan 4")
    assert request.except_days == [date(2026, 12, 21), date(2027, 1, 4)] and not request.except_spans
