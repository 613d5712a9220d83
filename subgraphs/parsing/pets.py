"""The family's animals, said in a booking: "vet for the dog", "grooming for the cat",
"vet appointment for max the dog", "take our dog rex to the groomer".

A pet is no member of the family and no stranger to ask about, but it is what the booking
is about: "vet for the dog" read as "vet" (its "for ..." taken for whom it is) left the
family reading "vet" for Sarah, not knowing whose vet it was. The pet stays in the title as
said, and its name ("max the dog") is never asked about as a person.
"""

from __future__ import annotations

import re

PET = (
    r"(?:dogs?|puppy|puppies|pup|cats?|kitty|kitten|kittens|hamsters?|guinea\s+pigs?|rabbits?|bunny|bunnies|"
    r"horses?|pony|ponies|parrots?|birds?|budgie|fish|goldfish|turtles?|tortoise|lizard|gecko|snake|pets?)"
)
"""The animals a family keeps, as said."""
FOR_A_PET = (
    r"(?:for|with|w)\s+(?:(?:the|our|my|his|her|their|a)\s+)?(?:[a-z]+\s+the\s+)?" + PET + r"(?![a-z])"
)
"""An animal after "for" or "with" in a title: "for the dog", "for max the dog", "with our cat"."""
_OWNED = re.compile(r"\s+(?:old\s+|new\s+|little\s+)?" + PET + r"(?![a-z])")
_NAMED_AFTER = re.compile(r"\s+the\s+" + PET + r"(?![a-z])")
_NAMED_BEFORE = re.compile(r"(?<![a-z])" + PET + r"\s+$")


def names_a_pet(text: str, start: int, end: int) -> bool:
    """Whether the word at `start`:`end` is a pet's name: "max the dog", "our dog max"."""
    return bool(_NAMED_AFTER.match(text, end) or _NAMED_BEFORE.search(text[max(0, start - 20) : start]))


def owns_a_pet(text: str, end: int) -> bool:
    """Whether "my" or "our" ending at `end` owns a pet ("our cat", "my old dog's"): the
    pet's, so no person of the family is named by it."""
    return _OWNED.match(text, end) is not None


_PET_SAID = (
    r"(?:(?P<name2>[a-z]+)\s+the\s+" + PET + r"(?![a-z])"
    r"|(?P<whose>(?:the|our|my|his|her|their)\s+)?(?:(?:old|new|little)\s+)?(?P<kind>" + PET + r")(?![a-z])"
    r"(?:\s+(?!(?:to|at|off|for|in|on|has|needs|is|'s|and|with)\b)(?P<name1>[a-z]+))?)"
)
"""A pet as said: "max the dog", "our dog rex", "the cat", "his hamster"."""
_WHERE = (
    r"(?:(?:the|a|an|his|her|its|their)\s+)?(?P<where>[a-z]+(?:\s+(?!(?:on|at|this|next|tomorrow|today|tonight|"
    r"every|from|for|in|and|then|before|after|around|by|late|early|mid|morning|afternoon|evening|night|noon|"
    r"lunchtime|week|weekend|month|[a-z]+day)\b)[a-z]+){0,2})"
)
_PET_TRIP = re.compile(
    r"(?<![a-z'])(?:take|taking|takes|bring|bringing|brings|drop|dropping|drops|drive|driving|drives)\s+(?:off\s+)?"
    + _PET_SAID
    + r"\s+(?:off\s+|over\s+)?(?:to|at)\s+"
    + _WHERE
    + r"(?![a-z])"
)
_PET_HAS = re.compile(
    r"^(?:and\s+|also\s+)?"
    + _PET_SAID
    + r"\s+(?:has|needs|'s\s+got|has\s+got|is\s+due\s+for|'s\s+due\s+for)\s+"
    + _WHERE
    + r"(?![a-z])"
)
_PET_STEMS = tuple(
    "dog cat pup kitt pet hamster rabbit bunn horse pon bird fish turtle pig parrot budgie tortoise lizard "
    "gecko snake".split()
)
"""_PET_TRIP and _PET_HAS cannot match without one of these."""
_DUTIES = re.compile(r"^(?:walk|walks|walked|out|home|bed|sleep|eat|food)$")
"""Not where a pet is taken for its own sake ("walk the dog" stays as said)."""


def pet_errand(text: str) -> tuple[str, int, int] | None:
    """The title of a pet's own appointment, and the span it is said in: "take our dog rex to the
    groomer" is "groomer for Rex", "the dog has a vet appointment" "vet appointment for the dog";
    read as said, the title was the whole sentence and the pet's name lost in it."""
    if not any(word in text for word in _PET_STEMS):
        return None
    found = _PET_TRIP.search(text) or _PET_HAS.search(text)
    if found is None or _DUTIES.match(found.group("where")):
        return None
    name = found.group("name1") or found.group("name2")
    pet = name.capitalize() if name else f"{found.group('whose') or 'the '}{found.group('kind')}"
    where = found.group("where")
    joined = "for" if _SERVICES.search(where) else "with"  # "park with the dog", "vet for the dog"
    return f"{where} {joined} {pet}", found.start(), found.end()


_SERVICES = re.compile(
    r"\b(?:vets?|veterinarian|groom\w*|kennels?|boarding|obedience|training|trainer|shots|checkup|appointment|"
    r"appt|daycare|sitter|walker|class|spay\w*|neuter\w*|surgery|dentist|bath)\b"
)
"""Places and services that are the pet's own appointment; anywhere else the pet comes along."""
