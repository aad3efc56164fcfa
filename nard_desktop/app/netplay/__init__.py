"""Play a friend: a match between two programs, with dice neither side can rig (docs/network.md).

Pure Python, no Qt: :mod:`.protocol` (the messages, their schema and limits),
:mod:`.session` (the match state machine: turn order, the engine's checks,
the dice commit–reveal, resuming), :mod:`.transport` (an authenticated,
encrypted channel: a direct TCP connection keyed by a short code word),
:mod:`.play` (the loop that drives a session over a channel, and the
computer as a network player; ``--smoke-network``), :mod:`.rendezvous`
(across the internet: a code word through magic-wormhole's mailbox server,
the channel through its transit relay; Twisted runs in
:mod:`.reactor_thread`), :mod:`.discovery` (games on the local network by
multicast DNS), :mod:`.local_servers` (the mailbox server and relay on the
loopback, for the tests).
"""
