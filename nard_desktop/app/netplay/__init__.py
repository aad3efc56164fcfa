"""Play a friend: a match between two programs, with dice neither side can rig (docs/network.md).

Pure Python, no Qt: :mod:`.protocol` (the messages, their schema and limits),
:mod:`.session` (the match state machine: turn order, the engine's checks,
the dice commit–reveal, resuming), :mod:`.transport` (an authenticated,
encrypted channel: a direct TCP connection keyed by a short code word),
:mod:`.play` (the loop that drives a session over a channel, and the
computer as a network player; ``--smoke-network``).
"""
