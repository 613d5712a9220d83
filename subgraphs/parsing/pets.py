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
