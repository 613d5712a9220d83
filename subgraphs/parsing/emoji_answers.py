"""Emoji said as an answer: 👍 is a yes, 👎 a no, 🙏 a thanks.

Phones offer them as one-tap replies, so families answer "shall I book it?" with a thumb.
Every other emoji stays meaningless here (a 🎹 in a request is dropped with the rest).
"""

from __future__ import annotations

_MEANING = {
    "\U0001f44d": " yes ",  # thumbs up
    "\U0001f44c": " ok ",  # ok hand
    "\u2705": " yes ",  # check mark button
    "\u2714": " yes ",  # heavy check mark
    "\U0001f44e": " no ",  # thumbs down
    "\u274c": " no ",  # cross mark
    "\U0001f6ab": " no ",  # prohibited
    "\U0001f64f": " thanks ",  # folded hands
}


def emoji_as_words(text: str) -> str:
    """`text` with answering emoji (any skin tone) as the words they stand for."""
    if text.isascii():
        return text
    for emoji, word in _MEANING.items():
        text = text.replace(emoji, word)
    return text
