"""The JVM bridge process: finding the jar and a JDK 21+, starting `spielwerk serve --stdio`, and
one JSON line per request and response (the protocol is in docs/research.md and docs/python.md)."""
from __future__ import annotations

import atexit
import base64
import glob
import json
import os
import re
import shutil
import subprocess
import tempfile
import threading
from pathlib import Path

import numpy as np

JAR_RELATIVE = Path("examples") / "target" / "spielwerk.jar"

# The protocol's JSON Schema (draft 2020-12), generated on the Java side from the protocol's records
# (org.spielwerk.research.bridge.Protocol) and kept equal to them by the Java tests: the package's tests validate
# every line it writes and reads against it.
SCHEMA_PATH = Path(__file__).resolve().parent / "bridge-protocol.schema.json"


def protocol_schema() -> dict:
    """The bridge protocol's JSON Schema: $defs "request.<cmd>" and "response.<cmd>" for every command, "error"
    for a refusal (ok false, error, kind, and field, rule, at where known), "request" and "response" for any."""
    return json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))


class SpielwerkError(Exception):
    """A request the engine refused. `kind` is the Java exception's simple name; `field` the request or
    value field at fault and `rule` the rule an illegal action breaks, as the bridge sends them (None where
    the error has none; never parsed out of the message); `at` the game of a batch that failed."""

    def __init__(self, message, kind="SpielwerkError", at=None, field=None, rule=None):
        super().__init__(message)
        self.kind = kind
        self.at = at
        self.field = field
        self.rule = rule


class IllegalActionError(SpielwerkError, ValueError):
    """The rules forbid this action (IllegalActionException); nothing changed."""


class InvalidSetupError(SpielwerkError, ValueError):
    """An unknown game, preset, option or player count (InvalidSetupException)."""


class InvalidJsonError(SpielwerkError, ValueError):
    """JSON that is not a value of the type (InvalidJsonException): the message names the path."""


class InvalidPositionError(SpielwerkError, ValueError):
    """A loaded position that cannot occur (InvalidPositionException)."""


class RequestError(SpielwerkError, ValueError):
    """A missing or wrongly typed request field, an unknown handle or command (BridgeException and
    IllegalArgumentException): the message starts with the field."""


class ArgumentTypeError(RequestError, TypeError):
    """An argument of the wrong type, refused in Python before anything is sent or changed (a float,
    string or bool where a whole number belongs): never coerced. Also a RequestError (the bridge refuses
    the same input with one) and a TypeError."""


class GameOverError(SpielwerkError, RuntimeError):
    """A step (or `last()`, `act`) after the end of the game: nothing changed; call reset()."""


class BridgeClosedError(SpielwerkError, RuntimeError):
    """The bridge process is gone."""


_KINDS = {
    "IllegalActionException": IllegalActionError,
    "InvalidSetupException": InvalidSetupError,
    "InvalidJsonException": InvalidJsonError,
    "InvalidPositionException": InvalidPositionError,
    "BridgeException": RequestError,
    "IllegalArgumentException": RequestError,
}


def whole(value, field: str, optional: bool = False):
    """`value` as a plain int if it is a whole number of Python or numpy (np.int64, np.uint8, ...), None
    if it is None and `optional`; anything else (bool, float, str, a numpy float or array) raises
    ArgumentTypeError naming `field`. Numbers are never coerced: 3.0 and "3" are refused, as the bridge
    refuses them, so a mistyped action cannot be played as a different one."""
    if value is None and optional:
        return None
    if isinstance(value, (bool, np.bool_)) or not isinstance(value, (int, np.integer)):
        raise ArgumentTypeError(f"{field}: must be a whole number (int or numpy integer), got "
                                f"{type(value).__name__} {value!r}", "ArgumentTypeError", field=field)
    return int(value)


def error_for(response: dict) -> SpielwerkError:
    kind = response.get("kind", "SpielwerkError")
    return _KINDS.get(kind, SpielwerkError)(response.get("error", "?"), kind, response.get("at"),
                                             response.get("field"), response.get("rule"))


def floats(frame: str) -> np.ndarray:
    """A base64 float32 frame as a numpy array (a copy, writable)."""
    return np.frombuffer(base64.b64decode(frame), dtype="<f4").astype(np.float32)


def ints(frame: str) -> np.ndarray:
    """A base64 int32 frame as a numpy array."""
    return np.frombuffer(base64.b64decode(frame), dtype="<i4").astype(np.int64)


def _java_version(java: str) -> int:
    try:
        out = subprocess.run([java, "-version"], capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.SubprocessError):
        return 0
    match = re.search(r'version "(\d+)', out.stderr + out.stdout)
    return int(match.group(1)) if match else 0


def find_java() -> str:
    """A JDK 21+: $SPIELWERK_JAVA, $JAVA_HOME/bin/java, `java` on the PATH, else the newest under /usr/lib/jvm."""
    candidates = []
    if os.environ.get("SPIELWERK_JAVA"):
        candidates.append(os.environ["SPIELWERK_JAVA"])
    if os.environ.get("JAVA_HOME"):
        candidates.append(str(Path(os.environ["JAVA_HOME"]) / "bin" / "java"))
    on_path = shutil.which("java")
    if on_path:
        candidates.append(on_path)
    for java in candidates:
        if _java_version(java) >= 21:
            return java
    found = [(_java_version(j), j) for j in glob.glob("/usr/lib/jvm/*/bin/java")]
    found = sorted((v, j) for v, j in found if v >= 21)
    if found:
        return found[-1][1]
    raise BridgeClosedError("java: no JDK 21 or newer found (set JAVA_HOME or SPIELWERK_JAVA; looked at "
                            + ", ".join(candidates + ["/usr/lib/jvm/*"]) + ")", "NoJava", field="java")


def find_jar() -> str:
    """The shaded jar: $SPIELWERK_JAR, else examples/target/spielwerk.jar in the current directory or a
    parent, or beside this package's source tree (python/ in the repository)."""
    if os.environ.get("SPIELWERK_JAR"):
        jar = Path(os.environ["SPIELWERK_JAR"])
        if not jar.is_file():
            raise BridgeClosedError(f"SPIELWERK_JAR: no file {jar}", "NoJar", field="SPIELWERK_JAR")
        return str(jar)
    starts = [Path.cwd(), Path(__file__).resolve().parent]
    for start in starts:
        for directory in [start, *start.parents]:
            if (directory / JAR_RELATIVE).is_file():
                return str(directory / JAR_RELATIVE)
    raise BridgeClosedError("SPIELWERK_JAR: examples/target/spielwerk.jar not found from " + str(Path.cwd())
                            + "; build it with `mvn -B -q -Dquick package -pl examples -am -DskipTests` or set "
                            "SPIELWERK_JAR", "NoJar", field="SPIELWERK_JAR")


def _checked_jar(jar) -> str:
    """A jar given by the caller, refused with BridgeClosedError (not a bare FileNotFoundError from the
    process start) when it is no file."""
    if not Path(jar).is_file():
        raise BridgeClosedError(f"jar: no file {jar} (build it with `mvn -B -q -Dquick package -pl examples "
                                "-am -DskipTests` or give the path of spielwerk.jar)", "NoJar", field="jar")
    return str(jar)


def _checked_java(java) -> str:
    """A java given by the caller, refused with BridgeClosedError when it does not run or is older than 21."""
    version = _java_version(str(java))
    if version == 0:
        raise BridgeClosedError(f"java: {java} does not run (no such file, or not a java executable); give the "
                                "path of a JDK 21+ java or leave java= out to look for one", "NoJava", field="java")
    if version < 21:
        raise BridgeClosedError(f"java: {java} is Java {version}; the engine needs 21 or newer", "NoJava", field="java")
    return str(java)


def _widen_pipe(stream, size=1 << 20):
    """Asks Linux for a pipe of `size` bytes (default 64 KiB; at most /proc/sys/fs/pipe-max-size), so a
    batch's binary frame (about 0.4 MB for 256 games of unterwegs) passes in a few writes instead of the
    JVM and Python waking each other for every 64 KiB. Elsewhere, or when refused, the pipe stays as it is."""
    try:
        import fcntl
        fcntl.fcntl(stream.fileno(), getattr(fcntl, "F_SETPIPE_SZ", 1031), size)
    except (ImportError, OSError, ValueError):
        pass


class Bridge:
    """One `spielwerk serve --stdio` process. Thread-safe (one request at a time); close() or the end of
    the interpreter stops it."""

    def __init__(self, jar: str | None = None, java: str | None = None, jvm_args=("-XX:+UseSerialGC",)):
        self.jar = _checked_jar(jar) if jar is not None else find_jar()
        self.java = _checked_java(java) if java is not None else find_java()
        self._stderr = tempfile.TemporaryFile()
        self._process = subprocess.Popen([self.java, *jvm_args, "-jar", self.jar, "serve", "--stdio"],
                                         stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self._stderr,
                                         bufsize=1 << 20)
        _widen_pipe(self._process.stdout)
        self._lock = threading.Lock()
        self._sender = None  # the thread whose line awaits its answer (between send_line and receive)
        self._garbage = []  # handles of games Python no longer holds: closed with the next request
        self._garbage_pools = []  # likewise for pools (spielwerk.pool)
        self._next_id = 0
        self._games = None
        atexit.register(self.close)

    @property
    def alive(self) -> bool:
        return self._process.poll() is None

    def request(self, cmd: str, **fields) -> dict:
        """Sends one request and returns the response; raises a SpielwerkError subclass when ok is false.
        Fields that are None are left out. An answer with a binary frame (`"binary": True` in a batch
        or reset) has the frame's bytes, read right after the line, as its "frame"."""
        message = {"cmd": cmd}
        message.update((k, v) for k, v in fields.items() if v is not None)
        return self.request_line((json.dumps(message, separators=(",", ":")) + "\n").encode())

    def request_line(self, line: bytes) -> dict:
        """`request` for a request already written as one JSON line (bytes ending in a newline), for
        callers that build the same request many times (the vector's batches)."""
        self.send_line(line)
        return self.receive()

    def send_line(self, line: bytes):
        """Writes one request line and returns without waiting; `receive()` reads its answer. The bridge
        is held in between (other threads' requests wait), as the pool's async send/recv need; a request
        of the same thread in between would wait for ever, so it is refused instead."""
        if self._sender == threading.get_ident():
            raise RequestError("bridge: a step sent on this bridge awaits recv() (pool.send without recv); "
                               "recv() it first, or give the pool its own bridge", "Pending", field="bridge")
        self._lock.acquire()
        self._sender = threading.get_ident()
        try:
            if not self.alive:
                raise BridgeClosedError("bridge: the server process has ended" + self._tail(), "Closed", field="bridge")
            if self._garbage or self._garbage_pools:
                self._close_garbage()
            self._process.stdin.write(line)
            self._process.stdin.flush()
        except (BrokenPipeError, OSError) as e:
            self._release()
            raise BridgeClosedError(f"bridge: {e}" + self._tail(), "Closed", field="bridge") from e
        except BaseException:
            self._release()
            raise

    def _release(self):
        self._sender = None
        self._lock.release()

    def receive(self) -> dict:
        """The answer to the line `send_line` wrote (raises its SpielwerkError when ok is false)."""
        try:
            answer = self._process.stdout.readline()
            if not answer:
                raise BridgeClosedError("bridge: the server closed the pipe" + self._tail(), "Closed", field="bridge")
            response = json.loads(answer)
            if "frame" in response:  # a binary frame of that many bytes follows the line
                frame = self._process.stdout.read(response["frame"])
                if len(frame) != response["frame"]:
                    raise BridgeClosedError("bridge: the server closed the pipe inside a frame" + self._tail(),
                                            "Closed", field="bridge")
                response["frame"] = frame
        except (BrokenPipeError, OSError) as e:
            raise BridgeClosedError(f"bridge: {e}" + self._tail(), "Closed", field="bridge") from e
        finally:
            self._release()
        if not response.get("ok", False):
            raise error_for(response)
        return response

    def discard(self, handle: int):
        """Marks a game for closing with the next request (called when its Game object is collected; it
        only appends to a list, so it is safe inside another request or on another thread)."""
        self._garbage.append(handle)

    def discard_pool(self, handle: int):
        """Marks a pool for closing with the next request (from a finalizer: it never takes the lock, which
        the collecting thread may hold)."""
        self._garbage_pools.append(handle)

    def _close_garbage(self):
        handles, self._garbage[:] = list(self._garbage), []
        pools, self._garbage_pools[:] = list(self._garbage_pools), []
        lines = [json.dumps({"cmd": "poolClose", "pool": p}) + "\n" for p in pools]
        if handles:
            lines.append(json.dumps({"cmd": "closeAll", "handles": handles}) + "\n")
        self._process.stdin.write("".join(lines).encode())
        self._process.stdin.flush()
        for _ in lines:
            self._process.stdout.readline()

    def _tail(self) -> str:
        try:
            self._stderr.seek(0)
            text = self._stderr.read().decode(errors="replace").strip()
        except (OSError, ValueError):
            return ""
        return (" (server said: " + text[-500:] + ")") if text else ""

    def games(self) -> list:
        """Every game: id, name, minPlayers, maxPlayers, maxActions, presets, encoded."""
        if self._games is None:
            self._games = self.request("games")["games"]
        return self._games

    def close(self):
        """Ends the server (quit, then a kill if it does not go within 10 s). Idempotent."""
        if self._process.poll() is None:
            try:
                with self._lock:
                    self._process.stdin.write(b'{"cmd":"quit"}\n')
                    self._process.stdin.flush()
                    self._process.stdout.readline()
            except (OSError, ValueError):
                pass
            try:
                self._process.wait(10)
            except subprocess.TimeoutExpired:
                self._process.kill()
                self._process.wait()
        for stream in (self._process.stdin, self._process.stdout):
            try:
                stream.close()
            except (OSError, ValueError):
                pass
        try:
            self._stderr.close()
        except (OSError, ValueError):
            pass
        atexit.unregister(self.close)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


_default = None
_default_lock = threading.Lock()


def bridge() -> Bridge:
    """The process-wide shared bridge, started on first use (and again if it died)."""
    global _default
    with _default_lock:
        if _default is None or not _default.alive:
            _default = Bridge()
        return _default
