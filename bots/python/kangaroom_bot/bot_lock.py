"""One lock per bot object, so that its methods never overlap even when it
plays several seats on several event loops (bot.py promises bot authors
this)."""

from __future__ import annotations

import threading

from .bot import Bot

_locks_guard = threading.Lock()


def lock_for(bot: Bot) -> threading.Lock:
    """The lock that keeps one bot object's methods from overlapping, shared
    by every seat (and every event loop) the object plays in. It lives on
    the object itself, so a subclass's ``__init__`` need not call ours."""
    with _locks_guard:
        lock = getattr(bot, "_kangaroom_bot_lock", None)
        if lock is None:
            lock = threading.Lock()
            try:
                bot._kangaroom_bot_lock = lock  # type: ignore[attr-defined]
            except AttributeError:  # __slots__: the seats cannot share one
                pass
        return lock
