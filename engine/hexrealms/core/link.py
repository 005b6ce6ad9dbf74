"""The save-state link codec (ARCHITECTURE.md, "Save-state links").

A token is base64url (no padding) of::

    b"hx" | format version (1 byte) | body | first 4 bytes of sha256(all before)

Format 3 (written now): ``body`` is ``varint(len(h)) | h | moves``, where ``h`` is the JSON
header ``{"r": ruleset id, "rv": rules version, "c": config, "n": steps}`` deflated with a
preset dictionary of the header's usual words, and ``moves`` is the whole action log as one
number in mixed radix, little-endian, of digits: a chance outcome is its index among the
possible ones; a decision is its index among the legal actions of its moment or, for a ruleset
that sorts its decisions into groups (``Ruleset.decision_groups``: a unit's moves and attacks),
two digits — the group's index among the groups, then the action's among the group's — so that
replaying a step lists only the chosen group's actions. Each digit's radix is how many there
were to choose from. That is arithmetic coding with every choice equally likely: a step costs
about log2(choices) bits, a forced one nothing, and the number cannot be read without replaying
the game (the counts come from the rules), which ``Game.from_link`` does step by step.

Format 2 (still read): as format 3, each decision one digit, its index among all the legal
actions.

Format 1 (still read; written only when no counts are given, as tests do to write a log of
their own): ``body`` is ``zlib(header JSON without "n" | "\n" | LEB128 varints of the log)``.

The link holds the past only: no seed, no deck or bag order. Every way a token can be wrong
raises ``BadLink`` with a sentence a person can act on.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
import zlib
from dataclasses import dataclass
from typing import Any

MAGIC = b"hx"
FORMAT_VERSION = 3
#: Words a header usually holds, so that even a short one deflates (formats 2 and 3; never
#: change it: the links already made depend on it).
HEADER_WORDS = (b'{"c":{"length":"regular","map":1,"players":[{"bot":"greedy","name":"Player 1",'
                b'"race":"red_"},{"bot":"master","name":"Player 2"},{"bot":"random","name":'
                b'"Crimson"},{"bot":null,"name":"Azure"},{"name":"Emerald"},{"name":"Gold"},'
                b'{"name":"Purple"},{"name":"Golden"},{"name":"Red"},{"name":"Blue"},{"name":'
                b'"Green"},{"name":"Yellow"}],"scenario":"advanced","teams":true},'
                b'"n":1,"r":"","rv":1}')
MAX_TOKEN_CHARS = 100_000
MAX_PAYLOAD_BYTES = 1_000_000
_CHECK = 4


class BadLink(ValueError):
    """A save-state link that cannot be loaded; the message says why."""


@dataclass(frozen=True)
class LinkRecord:
    """What a link holds: the game's settings and its action log (the indices)."""

    ruleset: str
    rules_version: int
    config: dict[str, Any]
    log: tuple[int, ...]


class Link:
    """A decoded token: the game's settings, how many steps its log holds, and the log read one
    step at a time (``take``), given how many choices that step had."""

    def __init__(self, ruleset: str, rules_version: int, config: dict[str, Any], steps: int,
                 explicit: tuple[int, ...] | None = None, packed: int = 0,
                 grouped: bool = False) -> None:
        self.ruleset, self.rules_version, self.config = ruleset, rules_version, config
        self.steps = steps
        #: whether a decision is coded within its group (format 3), not among all the actions
        self.grouped = grouped
        self._explicit, self._packed, self._read = explicit, packed, 0

    def take(self, count: int, step: int, what: str = "legal move") -> int:
        """The next digit of step ``step``: an index among ``count`` choices (``what``: a
        legal move or a possible outcome); ``BadLink`` if it has none."""
        if self._explicit is not None:
            index = self._explicit[self._read]
        elif count > 1:
            self._packed, index = divmod(self._packed, count)
        else:
            index = 0  # a forced step costs nothing; none at all (count 0) is refused below
        self._read += 1
        if not 0 <= index < count:
            raise BadLink(f"This link is damaged: step {step} is not a {what}.")
        return index

    def check_all_read(self) -> None:
        """After the last step: nothing may be left over (else the link was tampered with)."""
        if self._packed:
            raise BadLink("This link is damaged: it holds more moves than its game has.")


def _varints(values: tuple[int, ...]) -> bytes:
    out = bytearray()
    for v in values:
        if v < 0:
            raise ValueError("log entries are non-negative")
        while True:
            byte = v & 0x7F
            v >>= 7
            out.append(byte | (0x80 if v else 0))
            if not v:
                break
    return bytes(out)


def _read_varints(data: bytes) -> tuple[int, ...]:
    values: list[int] = []
    v = shift = 0
    for byte in data:
        v |= (byte & 0x7F) << shift
        shift += 7
        if shift > 35:
            raise BadLink("This link is damaged: its move list holds an impossible number.")
        if not byte & 0x80:
            values.append(v)
            v = shift = 0
    if shift:
        raise BadLink("This link is cut short: its last move is incomplete.")
    return tuple(values)


def encode(record: LinkRecord, counts: list[int] | tuple[int, ...] | None = None,
           steps: int | None = None) -> str:
    """The URL-safe token for ``record``: format 3 given each digit's number of choices
    (``counts``) and the number of ``steps`` the digits code (by default one digit a step),
    else format 1 (``record.log`` one index a step)."""
    meta = {"r": record.ruleset, "rv": record.rules_version, "c": record.config}
    if counts is None:
        header = json.dumps(meta, sort_keys=True, separators=(",", ":")).encode()
        body = MAGIC + bytes([1]) + zlib.compress(header + b"\n" + _varints(record.log), 9)
    else:
        if len(counts) != len(record.log):
            raise ValueError("one count of choices for each digit of the log")
        steps = len(record.log) if steps is None else steps
        header = _deflate(json.dumps(dict(meta, n=steps), sort_keys=True,
                                     separators=(",", ":")).encode())
        packed = 0
        for index, count in zip(reversed(record.log), reversed(counts)):
            if not 0 <= index < count:
                raise ValueError("each index lies below its count")
            packed = packed * count + index
        body = (MAGIC + bytes([FORMAT_VERSION]) + _varints((len(header),)) + header
                + packed.to_bytes((packed.bit_length() + 7) // 8, "little"))
    raw = body + hashlib.sha256(body).digest()[:_CHECK]
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode("ascii")


def _deflate(data: bytes) -> bytes:
    packer = zlib.compressobj(9, zlib.DEFLATED, -15, zdict=HEADER_WORDS)
    return packer.compress(data) + packer.flush()


def _inflate(data: bytes, format_1: bool = False) -> bytes:
    """Unpacks a format-2 or -3 header (raw deflate with the preset words) or a format-1 body
    (zlib), never past MAX_PAYLOAD_BYTES."""
    unpacker = zlib.decompressobj() if format_1 else zlib.decompressobj(-15, zdict=HEADER_WORDS)
    try:
        out = unpacker.decompress(data, MAX_PAYLOAD_BYTES)
    except zlib.error:
        raise BadLink("This link is damaged: its contents do not unpack.") from None
    if unpacker.unconsumed_tail:
        raise BadLink("This link unpacks to more than a game can hold.")
    return out


def decode(token: str) -> Link:
    """What ``token`` holds, its log to be read step by step; ``BadLink`` for anything
    malformed, cut, tampered or too big."""
    if not isinstance(token, str) or not token.strip():
        raise BadLink("This link holds no game.")
    token = token.strip()
    if len(token) > MAX_TOKEN_CHARS:
        raise BadLink(f"This link is too long to be a game ({len(token)} characters; the most is "
                      f"{MAX_TOKEN_CHARS}).")
    try:
        raw = base64.b64decode(token + "=" * (-len(token) % 4), altchars=b"-_", validate=True)
    except (binascii.Error, ValueError):
        raise BadLink("This link is damaged: it holds characters a game link never has.") from None
    if len(raw) < len(MAGIC) + 1 + _CHECK or not raw.startswith(MAGIC):
        raise BadLink("This is not a hexrealms game link.")
    body, check = raw[:-_CHECK], raw[-_CHECK:]
    if hashlib.sha256(body).digest()[:_CHECK] != check:
        raise BadLink("This link is damaged or cut short: its checksum does not match. "
                      "Copy the whole link again.")
    version = body[len(MAGIC)]
    if version > FORMAT_VERSION:
        raise BadLink(f"This link was made by a newer version of hexrealms (link format {version}); "
                      "update the page to open it.")
    if version < 1:
        raise BadLink(f"This link uses an unknown format ({version}).")
    if version == 1:
        return _decode_format_1(body[len(MAGIC) + 1:])
    rest = body[len(MAGIC) + 1:]
    size, start = _read_varint(rest)
    if start + size > len(rest):
        raise BadLink("This link is damaged: its game settings are cut short.")
    meta = _header(_inflate(rest[start:start + size]))
    try:
        steps = int(meta["n"])
    except (KeyError, TypeError, ValueError):
        raise BadLink("This link is damaged: it does not say how many steps it holds.") from None
    if steps < 0:
        raise BadLink("This link is damaged: it does not say how many steps it holds.")
    packed = int.from_bytes(rest[start + size:], "little")
    return Link(meta["r"], meta["rv"], meta["c"], steps, packed=packed, grouped=version >= 3)


def _decode_format_1(data: bytes) -> Link:
    header, sep, log = _inflate(data, format_1=True).partition(b"\n")
    if not sep:
        raise BadLink("This link is damaged: it has no move list.")
    meta = _header(header)
    moves = _read_varints(log)
    return Link(meta["r"], meta["rv"], meta["c"], len(moves), explicit=moves)


def _header(data: bytes) -> dict[str, Any]:
    """The header's ruleset, rules version and config, checked for their types."""
    try:
        meta = json.loads(data)
        return dict(meta, r=str(meta["r"]), rv=int(meta["rv"]), c=dict(meta["c"]))
    except (ValueError, KeyError, TypeError):
        raise BadLink("This link is damaged: its game settings cannot be read.") from None


def _read_varint(data: bytes) -> tuple[int, int]:
    """One LEB128 varint at the start of ``data``: its value and the bytes it took."""
    value = shift = 0
    for n, byte in enumerate(data[:5]):
        value |= (byte & 0x7F) << shift
        shift += 7
        if not byte & 0x80:
            return value, n + 1
    raise BadLink("This link is damaged or cut short: its game settings cannot be found.")
