"""The bridge protocol as one schema (issue 34, item 6): every request this package writes to the bridge and
every answer it reads back, in a session that uses each kind of request the package sends (and refusals), is
valid against spielwerk/bridge-protocol.schema.json, which the Java side generates from the protocol's records
(org.spielwerk.research.bridge.Protocol; ProtocolSchemaTest keeps the copy equal). The lines are caught at the
transport: the bridge process's pipes, so the garbage collection's closeAll/poolClose and the final quit count too."""
import gc
import json
import re
from pathlib import Path

import numpy as np
import pytest

import spielwerk

jsonschema = pytest.importorskip("jsonschema")

PACKAGE = Path(spielwerk.__file__).resolve().parent


def schema():
    return spielwerk.protocol_schema()


def validator(root, definition):
    """A validator for one of the document's definitions (its $refs resolve within the document's $defs)."""
    one = {"$schema": root["$schema"], "$defs": root["$defs"], "$ref": "#/$defs/" + definition}
    return jsonschema.Draft202012Validator(one)


class _Tap:
    """Passes a pipe's calls through and records whole lines: what the package writes (requests) or reads with
    readline (answers; a binary frame after an answer is read with read() and passes unrecorded)."""

    def __init__(self, stream, lines):
        self._stream, self._lines, self._partial = stream, lines, b""

    def write(self, data):
        self._partial += bytes(data)
        *whole, self._partial = self._partial.split(b"\n")
        self._lines.extend(whole)
        return self._stream.write(data)

    def readline(self, *args):
        line = self._stream.readline(*args)
        if line:
            self._lines.append(line.rstrip(b"\n"))
        return line

    def __getattr__(self, name):
        return getattr(self._stream, name)


def _tapped_bridge():
    b = spielwerk.Bridge()
    sent, received = [], []
    b._process.stdin = _Tap(b._process.stdin, sent)
    b._process.stdout = _Tap(b._process.stdout, received)
    return b, sent, received


def _commands_the_package_sends():
    """Every cmd written in the package's source: request("x", ...), a literal {"cmd": "x"} or '"cmd":"x"'."""
    found = set()
    for source in PACKAGE.glob("*.py"):
        text = source.read_text()
        found |= set(re.findall(r'request\(\s*"(\w+)"', text))
        found |= set(re.findall(r'\\?"cmd\\?"\s*:\s*\\?"(\w+)', text))
    return found


def test_the_schema_is_a_valid_draft_2020_12_schema_with_every_command():
    root = schema()
    jsonschema.Draft202012Validator.check_schema(root)
    commands = {name[len("request."):] for name in root["$defs"] if name.startswith("request.")}
    assert _commands_the_package_sends() <= commands
    assert {name[len("response."):] for name in root["$defs"] if name.startswith("response.")} == commands


def _play(g, rng, moves):
    for _ in range(moves):
        if g.is_over:
            return
        codes = g.codes()
        g.step(code=int(codes[rng.integers(len(codes))]))


def _session(b, tmp_path):
    """Each kind of request the package sends, through its public API, and refusals of each family."""
    assert b.games()
    rng = np.random.default_rng(3)
    g = spielwerk.Game.new("portroyal-unterwegs", players=2, seed=5, bridge=b)
    g.legal(locale="de")
    g.apply(index=0)
    _play(g, rng, 5)
    g.status()
    g.observation(0)
    g.view(1)
    g.render()
    g.legend()
    g.layout()
    g.act("greedy", seed=2)
    twin = g.clone()
    dealt = g.resample(0, seed=9)
    saved = g.saved()
    state = g.state()
    spielwerk.Game.load("portroyal-unterwegs", saved=saved, bridge=b)
    spielwerk.Game.load("portroyal-unterwegs", state=state, bridge=b)
    spielwerk.Game.load("portroyal-unterwegs", view=g.view(0), seed=1, bridge=b)
    g.reset(seed=6)
    twin.close()
    del dealt
    # a game without a research encoding, played to its end by index
    s = spielwerk.Game.new("portroyal-stiche", players=3, seed=1, bridge=b, observe=False)
    while not s.is_over:
        s.apply(index=0)
    s.status()
    # the vector (binary batches with autoreset, reset) and the pool (its own file)
    v = spielwerk.vector("portroyal-unterwegs", 3, players=2, seed=1, bridge=b)
    v.reset()
    for _ in range(150):
        v.step(v.random_codes(rng))
    p = spielwerk.pool("portroyal-unterwegs", 2, players=2, seed=1, bridge=b, directory=str(tmp_path))
    p.reset(seed=2)
    for _ in range(5):
        p.step(p.random_actions(rng))
    p.close()
    p = spielwerk.pool("portroyal-unterwegs", 2, players=3, seed=1, bridge=b, directory=str(tmp_path),
                       opponents=["random", "greedy"], seat=2)  # the library's agents at the other seats
    p.step(p.random_actions(rng))
    p.close()
    # the PettingZoo env and the OpenSpiel adapter over the same bridge
    env = spielwerk.env("loyang", players=2, seed=1, bridge=b)
    env.reset(seed=1)
    for _ in range(20):
        obs, _, done, truncated, _ = env.last()
        env.step(None if done or truncated else int(np.flatnonzero(obs["action_mask"])[0]))
    game = spielwerk.OpenSpielGame("portroyal-unterwegs", players=2, bridge=b)
    st = game.new_initial_state(seed=1)
    st.apply_action(st.legal_actions()[0])
    st.clone()
    # refusals: setup, a rule, a request field, a batch's game, a state that does not read
    with pytest.raises(spielwerk.InvalidSetupError):
        spielwerk.Game.new("portroyal-unterwegs", players=9, bridge=b)
    with pytest.raises(spielwerk.IllegalActionError):
        g.apply(action={"type": "Pass"})
    with pytest.raises(spielwerk.RequestError):
        g.step(index=10_000)
    with pytest.raises(spielwerk.InvalidJsonError):
        spielwerk.Game.load("portroyal-unterwegs", state={"format": 1}, bridge=b)
    with pytest.raises(spielwerk.SpielwerkError) as batch_error:
        v.step(np.full(3, 10_000))
    assert batch_error.value.at == 0
    # the games Python no longer holds are closed with the next request (closeAll)
    del g, s, st, game, env
    gc.collect()
    assert b.games()
    b.request("stats")


def test_every_line_of_a_session_fits_the_protocols_schema(tmp_path):
    try:
        spielwerk.find_jar()
    except spielwerk.BridgeClosedError as e:
        pytest.skip(str(e))
    root = schema()
    b, sent, received = _tapped_bridge()
    try:
        _session(b, tmp_path)
    finally:
        b.close()  # sends quit, whose answer is read too
    assert len(sent) == len(received) > 100
    checked, refused = set(), set()
    for line, answer_line in zip(sent, received):
        request, answer = json.loads(line), json.loads(answer_line)
        # a known cmd against its own definition (clearer messages than the oneOf of all requests)
        known = "request." + str(request.get("cmd"))
        problems = [e.message for e in validator(root, known if known in root["$defs"] else "request")
                    .iter_errors(request)]
        assert not problems, f"request {line[:300]!r}: {problems[:3]}"
        cmd = request["cmd"]
        definition = "response." + cmd if answer.get("ok") else "error"
        problems = [e.message for e in validator(root, definition).iter_errors(answer)]
        assert not problems, f"{definition} {answer_line[:300]!r} (to {line[:200]!r}): {problems[:3]}"
        (checked if answer.get("ok") else refused).add(cmd if answer.get("ok") else answer["kind"])
    # each kind of request the package sends was seen answered, and refusals of each family
    assert _commands_the_package_sends() <= checked, _commands_the_package_sends() - checked
    assert {"InvalidSetupException", "IllegalActionException", "BridgeException", "InvalidJsonException"} <= refused


def test_the_schema_refuses_what_the_bridge_refuses():
    """The schema is not a formality: a string where a whole number belongs, an unknown field, a missing one and
    an answer without its error's kind all fail it, as they fail the bridge or the package."""
    root = schema()
    requests = validator(root, "request")
    assert requests.is_valid({"cmd": "step", "handle": 1, "code": 3})
    assert not requests.is_valid({"cmd": "step", "handle": 1, "code": "3"})
    assert not requests.is_valid({"cmd": "step", "handle": 1, "codes": 3})
    assert not requests.is_valid({"cmd": "view", "handle": 1})
    assert not requests.is_valid({"cmd": "teleport"})
    error = validator(root, "error")
    assert error.is_valid({"ok": False, "error": "seat: ...", "kind": "BridgeException", "field": "seat"})
    assert not error.is_valid({"ok": False, "error": "seat: ..."})
    assert not error.is_valid({"ok": False, "error": "x", "kind": "BridgeException", "field": None})
