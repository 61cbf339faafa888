"""The package installs without an index (the standard-library build backend) and finds its jar and JDK."""
import importlib.util
import zipfile
from pathlib import Path

import pytest

import spielwerk

ROOT = Path(__file__).resolve().parent.parent


def backend():
    spec = importlib.util.spec_from_file_location("spielwerk_backend", ROOT / "_build" / "backend.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_wheel_holds_the_package_and_its_metadata(tmp_path):
    name = backend().build_wheel(str(tmp_path))
    with zipfile.ZipFile(tmp_path / name) as wheel:
        names = set(wheel.namelist())
        record = wheel.read("spielwerk-0.1.0.dist-info/RECORD").decode()
        metadata = wheel.read("spielwerk-0.1.0.dist-info/METADATA").decode()
    sources = {p.relative_to(ROOT).as_posix() for p in (ROOT / "spielwerk").glob("*.py")}
    assert sources <= names
    assert all(n in record for n in sources)
    assert "spielwerk/bridge-protocol.schema.json" in names  # protocol_schema() reads it from the package
    assert "Requires-Dist: numpy" in metadata and "Requires-Python: >=3.11" in metadata


def test_a_missing_jar_is_named(monkeypatch, tmp_path):
    monkeypatch.setenv("SPIELWERK_JAR", str(tmp_path / "nope.jar"))
    with pytest.raises(spielwerk.BridgeClosedError, match="SPIELWERK_JAR"):
        spielwerk.find_jar()


def test_a_jdk_21_or_newer_is_found():
    java = spielwerk.find_java()
    assert spielwerk._bridge._java_version(java) >= 21
