"""The layout hashes in docs/python.md are the current ones: a changed observation layout, codec or action
table changes its hash, and this test asks for the documentation to follow."""
import re
from pathlib import Path

import pytest

import spielwerk
from conftest import TABLES

DOCS = Path(__file__).resolve().parents[2] / "docs" / "python.md"


def documented():
    rows = []
    for line in DOCS.read_text().splitlines():
        m = re.match(r"\| ([a-z-]+) \| ([\d /]+) \| .*\| (`[0-9a-f]{12}`(?: / `[0-9a-f]{12}`)*) \|$", line)
        if m:
            seats = [int(s) for s in m.group(2).split("/")]
            hashes = re.findall(r"[0-9a-f]{12}", m.group(3))
            rows.extend(zip([m.group(1)] * len(seats), seats, hashes))
    return rows


def test_every_documented_layout_hash_is_current(bridge):
    if not DOCS.is_file():
        pytest.skip("docs/python.md is not beside the package")
    rows = documented()
    assert len(rows) == 16, "every game and seat count of the table"
    # the tables the other tests use (their encoders are built already); python/examples/layouts.py prints them all
    for game, players, expected in [r for r in rows if (r[0], r[1]) in TABLES]:
        env = spielwerk.env(game, players=players, bridge=bridge)
        assert env.layout_hash == expected, f"{game} with {players} seats: update docs/python.md (and the version)"
        env.close()
