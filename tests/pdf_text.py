"""The text of a PDF written by Qt's PDF writer, read with the standard library
only (for tests): Qt compresses its streams with zlib and gives each embedded
font a ToUnicode map from glyph ids to characters, so the shown strings of the
pages' content streams can be mapped back to text.  A small reader for Qt's own
output, not for PDF files in general."""

from __future__ import annotations

import re
import zlib

_STREAM = re.compile(rb"<<(.*?)>>\s*stream\r?\n(.*?)\r?\nendstream", re.S)
_BFCHAR = re.compile(rb"beginbfchar(.*?)endbfchar", re.S)
_BFRANGE = re.compile(rb"beginbfrange(.*?)endbfrange", re.S)
_HEX = re.compile(rb"<([0-9A-Fa-f]+)>")


def _streams(data: bytes) -> list[bytes]:
    out = []
    for head, body in _STREAM.findall(data):
        if b"/FlateDecode" in head:
            try:
                body = zlib.decompress(body)
            except zlib.error:
                continue
        out.append(body)
    return out


def _unicode(hex_text: bytes) -> str:
    raw = bytes.fromhex(hex_text.decode("ascii"))
    return raw.decode("utf-16-be", errors="replace")


def _maps(streams: list[bytes]) -> list[dict[int, str]]:
    maps = []
    for s in streams:
        if b"begincmap" not in s:
            continue
        table: dict[int, str] = {}
        for block in _BFCHAR.findall(s):
            items = _HEX.findall(block)
            for src, dst in zip(items[0::2], items[1::2]):
                table[int(src, 16)] = _unicode(dst)
        for block in _BFRANGE.findall(s):
            for line in block.splitlines():
                items = _HEX.findall(line)
                if len(items) == 3 and b"[" not in line:
                    lo, hi, dst = int(items[0], 16), int(items[1], 16), _unicode(items[2])
                    for k, code in enumerate(range(lo, hi + 1)):
                        table[code] = dst[:-1] + chr(ord(dst[-1]) + k) if dst else ""
                elif len(items) >= 3:
                    lo = int(items[0], 16)
                    for k, dst in enumerate(items[2:]):
                        table[lo + k] = _unicode(dst)
        maps.append(table)
    return maps


def pdf_strings(data: bytes) -> list[str]:
    """Every text object's string of the document, decoded with each font's map (a
    string is decoded with every map, so one of the results is the right one)."""
    streams = _streams(data)
    maps = _maps(streams)
    out = []
    for s in streams:
        if b"begincmap" in s or (b"Tj" not in s and b"TJ" not in s):
            continue
        # Qt shows one glyph at a time: a text object (BT ... ET) holds a run.
        for block in re.findall(rb"BT(.*?)ET", s, re.S):
            codes = [int(h[i:i + 4], 16) for h in _HEX.findall(block) for i in range(0, len(h) - 3, 4)]
            for table in maps:
                # Qt maps its space glyph to a tab.
                out.append("".join(table.get(c, "\ufffd") for c in codes).replace("\t", " "))
    return out
