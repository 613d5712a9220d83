"""The domain layer: what the family's calendar can do, shared by every graph.

One module (or small package) per capability, each a plain library call on the
foundation (models, calendar readers, time, recurrence, rules, intervals, wording):

- `busy`: the one busy model (events, hard rules, gaps, resources at capacity, full days)
- `slots`: the slot search over that model (`search_slots`)
- `occupancy`, `capacity`: who and what is booked around some spans, and capacity arithmetic
- `conflicts`: every clash of a proposed event (`detect_conflicts`), double bookings (`scan_conflicts`)
- `permissions`: the one rule of who may book, move, cancel one occurrence or end a series
- `undo`: what each change on a conversation was, and the proposal that puts it back
- `titles`: matching a spoken event name to calendar titles
- `targets`: finding the event a change or cancellation is about
- `proposals`, `series`: drafting a create / modify / cancel, splitting a series,
  applying a chosen way out, and the what-if view of the calendar

Subgraphs and the main graph import this layer; it imports neither of them (a test
walks the imports to keep it so). Nothing here writes the calendar.
"""
