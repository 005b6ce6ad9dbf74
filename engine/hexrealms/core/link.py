"""The save-state link codec (ARCHITECTURE.md, "Save-state links").

A token is base64url (no padding) of::

    b"hx" | format version (1 byte) | zlib(payload) | first 4 bytes of sha256(all before)

``payload`` is a JSON header ``{"r": ruleset id, "rv": rules version, "c": config}``, a newline,
then the action log as unsigned LEB128 varints (each entry an index into the legal actions or
the chance outcomes of its moment: a byte or two each). The link holds the past only: no seed,
no deck or bag order.

Every way a token can be wrong raises ``BadLink`` with a sentence a person can act on.
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
FORMAT_VERSION = 1
MAX_TOKEN_CHARS = 100_000
MAX_PAYLOAD_BYTES = 1_000_000
_CHECK = 4


class BadLink(ValueError):
    """A save-state link that cannot be loaded; the message says why."""


@dataclass(frozen=True)
class LinkRecord:
    """What a link holds."""

    ruleset: str
    rules_version: int
    config: dict[str, Any]
    log: tuple[int, ...]


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


def encode(record: LinkRecord) -> str:
    """The URL-safe token for ``record``."""
    header = json.dumps({"r": record.ruleset, "rv": record.rules_version, "c": record.config},
                        sort_keys=True, separators=(",", ":")).encode()
    body = MAGIC + bytes([FORMAT_VERSION]) + zlib.compress(header + b"\n" + _varints(record.log), 9)
    raw = body + hashlib.sha256(body).digest()[:_CHECK]
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode("ascii")


def decode(token: str) -> LinkRecord:
    """The record in ``token``; ``BadLink`` for anything malformed, cut, tampered or too big."""
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
    inflater = zlib.decompressobj()
    try:
        payload = inflater.decompress(body[len(MAGIC) + 1:], MAX_PAYLOAD_BYTES)
    except zlib.error:
        raise BadLink("This link is damaged: its contents do not unpack.") from None
    if inflater.unconsumed_tail:
        raise BadLink("This link unpacks to more than a game can hold.")
    header, sep, log = payload.partition(b"\n")
    if not sep:
        raise BadLink("This link is damaged: it has no move list.")
    try:
        meta = json.loads(header)
        record = LinkRecord(str(meta["r"]), int(meta["rv"]), dict(meta["c"]), _read_varints(log))
    except (ValueError, KeyError, TypeError) as e:
        if isinstance(e, BadLink):
            raise
        raise BadLink("This link is damaged: its game settings cannot be read.") from None
    return record
