#!/usr/bin/env python3
"""Check the dice of a Takhteh Nard match saved with provably fair dice.

Usage:
    python3 verify_dice.py MATCH_FILE [--seed HEX] [--list]

Needs nothing but Python 3.8 or later: it does not use the game itself, so
anyone can read it and run it.  It checks that

1. the seed revealed after the match fits the commitment shown before it:
   SHA-256(seed) == commitment;
2. every roll of the match is the one the seed gives: roll number i
   (0, 1, 2, ... over the whole match, opening rolls included) is made from
   HMAC-SHA256(key=seed, message="roll:<i>"): the digest's bytes are read in
   order, bytes of 252 or more are skipped, and the first two accepted bytes
   b give the dice b % 6 + 1 (should fewer than two be accepted, the bytes of
   HMAC-SHA256(seed, "roll:<i>:<j>") for j = 1, 2, ... follow).

Which events of the file are rolls: in each game, in order, every "opening"
event (dice: player 0's die, player 1's die) and every "roll" event, except
the "roll" that directly follows an opening without a tie when the rules'
"opening_reroll" is off (that one only hands the opening dice to the
starter; it is checked to be those dice).

A match played between two programs over the network (docs/network.md) has
no single seed: each roll follows from a secret of each player, both saved
with the match ("dice": {"kind": "network", "match_id": ..., "proofs":
[[secret0, secret1], ...]}).  Roll number i is then made as above from the
seed SHA-256("nard-net-roll:<match id>:<i>:" + secret0 + secret1), the
secrets as their 32 bytes.

--seed HEX gives the seed if the file does not hold it.  --list prints every
roll with the dice the seed gives.  Exit status: 0 every roll checks out,
1 something does not, 2 the file cannot be read.

See docs/fair-dice.md for the whole procedure.
"""

import hashlib
import hmac
import json
import sys


def derive_roll(seed, index):
    """The two dice of roll number ``index`` for the 32-byte ``seed``."""
    dice = []
    block = 0
    while len(dice) < 2:
        message = "roll:%d" % index if block == 0 else "roll:%d:%d" % (index, block)
        for byte in bytearray(hmac.new(seed, message.encode("ascii"), hashlib.sha256).digest()):
            if byte < 252:
                dice.append(byte % 6 + 1)
                if len(dice) == 2:
                    break
        block += 1
    return dice


def net_roll(match_id, index, secret0, secret1):
    """The two dice of roll number ``index`` of a network match, from both
    players' secrets (hexadecimal text)."""
    context = ("nard-net-roll:%s:%d:" % (match_id, index)).encode("ascii")
    seed = hashlib.sha256(context + bytes.fromhex(secret0) + bytes.fromhex(secret1)).digest()
    return derive_roll(seed, index)


def check_network(record, listing):
    """The problems with the rolls of a network match (empty: all fair), and the number of rolls."""
    dice_info = record["dice"]
    match_id = dice_info["match_id"]
    if len(match_id) != 32 or any(c not in "0123456789abcdef" for c in match_id):
        raise ValueError("the match id is not 32 hexadecimal digits")
    proofs = dice_info["proofs"]
    rolls, problems = match_rolls(record)
    if len(proofs) != len(rolls):
        problems.append("the match holds %d rolls but %d pairs of secrets" % (len(rolls), len(proofs)))
    for i, ((where, recorded), proof) in enumerate(zip(rolls, proofs)):
        secret0, secret1 = proof
        if len(bytes.fromhex(secret0)) != 32 or len(bytes.fromhex(secret1)) != 32:
            raise ValueError("roll %d: a secret is not 32 bytes" % (i + 1))
        expected = net_roll(match_id, i, secret0, secret1)
        if listing:
            print("roll %4d  %-32s %s  the secrets give %s%s" % (i + 1, where, _show(recorded), _show(expected),
                                                               "" if recorded == expected else "   MISMATCH"))
        if recorded != expected:
            problems.append("roll %d (%s) is %s, both players' secrets give %s"
                            % (i + 1, where, _show(recorded), _show(expected)))
    return problems, len(rolls)


def match_rolls(record):
    """[(where, dice)] of every roll drawn from the dice, in order, and the
    problems found with the rolls that only hand over the opening dice."""
    rolls = []
    problems = []
    reroll = bool(record.get("rules", {}).get("opening_reroll", False))
    for g, game in enumerate(record["games"]):
        prev = None
        for e, event in enumerate(game["events"]):
            where = "game %d, event %d" % (g + 1, e + 1)
            kind = event.get("kind")
            if kind == "opening":
                rolls.append((where + " (opening)", list(event["dice"])))
            elif kind == "roll":
                opening = prev is not None and prev.get("kind") == "opening"
                if opening and prev["dice"][0] != prev["dice"][1] and not reroll:
                    d0, d1 = prev["dice"]
                    starter_dice = [d0, d1] if d0 > d1 else [d1, d0]
                    if list(event["dice"]) != starter_dice:
                        problems.append("%s: the starter's first roll is %s, not the opening dice %s"
                                        % (where, _show(event["dice"]), _show(starter_dice)))
                else:
                    rolls.append((where + " (player %s)" % event.get("player"), list(event["dice"])))
            prev = event
    return rolls, problems


def _show(dice):
    return "-".join(str(d) for d in dice)


def main(argv):
    args = list(argv)
    listing = "--list" in args
    if listing:
        args.remove("--list")
    seed_hex = None
    if "--seed" in args:
        i = args.index("--seed")
        if i + 1 >= len(args):
            print("usage: verify_dice.py MATCH_FILE [--seed HEX] [--list]", file=sys.stderr)
            return 2
        seed_hex = args[i + 1]
        del args[i:i + 2]
    if len(args) != 1:
        print("usage: verify_dice.py MATCH_FILE [--seed HEX] [--list]", file=sys.stderr)
        return 2
    try:
        with open(args[0], "rb") as fh:
            record = json.loads(fh.read().decode("utf-8"))
        dice_info = record["dice"]
        if record.get("format") == "nard-desktop-match" and dice_info.get("kind") == "network":
            problems, count = check_network(record, listing)
            if problems:
                for p in problems:
                    print("NOT FAIR: " + p)
                return 1
            print("fair: all %d rolls follow from both players' secrets (network match %s)"
                  % (count, dice_info["match_id"]))
            return 0
        if record.get("format") != "nard-desktop-match" or dice_info.get("kind") != "fair":
            print("%s: not a match played with provably fair dice" % args[0])
            return 1
        commitment = dice_info["commitment"].strip().lower()
        seed_hex = seed_hex or dice_info.get("seed")
        if not seed_hex:
            print("%s: the seed has not been revealed (give it with --seed HEX)" % args[0])
            return 1
        seed = bytes.fromhex(seed_hex.strip())
        rolls, problems = match_rolls(record)
    except (OSError, ValueError, KeyError, TypeError, IndexError, AttributeError) as exc:
        print("%s: cannot read the match: %s" % (args[0], exc), file=sys.stderr)
        return 2

    if hashlib.sha256(seed).hexdigest() != commitment:
        problems.insert(0, "the seed does not fit the commitment: SHA-256(seed) = %s, commitment = %s"
                        % (hashlib.sha256(seed).hexdigest(), commitment))
    for i, (where, recorded) in enumerate(rolls):
        expected = derive_roll(seed, i)
        if listing:
            print("roll %4d  %-32s %s  seed gives %s%s" % (i + 1, where, _show(recorded), _show(expected),
                                                         "" if recorded == expected else "   MISMATCH"))
        if recorded != expected:
            problems.append("roll %d (%s) is %s, the seed gives %s" % (i + 1, where, _show(recorded),
                                                                     _show(expected)))
    if problems:
        for p in problems:
            print("NOT FAIR: " + p)
        return 1
    print("fair: the seed fits the commitment %s and all %d rolls follow from it" % (commitment, len(rolls)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
