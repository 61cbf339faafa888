"""A PEP 517 build backend in the standard library alone, so that `pip install --no-build-isolation
./python` works on machines without setuptools' wheel support or any package index. It builds a pure
Python wheel of the `spielwerk` package (and an editable one: a .pth file naming this directory)."""
import base64
import hashlib
import os
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NAME = "spielwerk"
VERSION = "0.1.0"
DIST = f"{NAME}-{VERSION}"
TAG = "py3-none-any"

METADATA = f"""Metadata-Version: 2.1
Name: {NAME}
Version: {VERSION}
Summary: Spielwerk's card and board games as PettingZoo/Gymnasium-shaped environments over a JVM bridge
Requires-Python: >=3.11
Requires-Dist: numpy
Provides-Extra: pettingzoo
Requires-Dist: pettingzoo; extra == "pettingzoo"
Requires-Dist: gymnasium; extra == "pettingzoo"
Provides-Extra: test
Requires-Dist: pytest; extra == "test"
Requires-Dist: jsonschema; extra == "test"
"""

WHEEL = f"""Wheel-Version: 1.0
Generator: spielwerk-backend
Root-Is-Purelib: true
Tag: {TAG}
"""


def _record_line(name, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def _wheel(directory, files):
    path = Path(directory) / f"{DIST}-{TAG}.whl"
    records = []
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        for name, data in files + [(f"{DIST}.dist-info/METADATA", METADATA.encode()),
                                   (f"{DIST}.dist-info/WHEEL", WHEEL.encode())]:
            z.writestr(name, data)
            records.append(_record_line(name, data))
        records.append(f"{DIST}.dist-info/RECORD,,")
        z.writestr(f"{DIST}.dist-info/RECORD", "\n".join(records) + "\n")
    return path.name


def _sources():
    files = []
    # the modules and the protocol's JSON Schema (spielwerk/bridge-protocol.schema.json), which the package reads
    for source in sorted([*(ROOT / NAME).rglob("*.py"), *(ROOT / NAME).rglob("*.json")]):
        files.append((source.relative_to(ROOT).as_posix(), source.read_bytes()))
    return files


def get_requires_for_build_wheel(config_settings=None):
    return []


get_requires_for_build_editable = get_requires_for_build_wheel
get_requires_for_build_sdist = get_requires_for_build_wheel


def prepare_metadata_for_build_wheel(directory, config_settings=None):
    info = Path(directory) / f"{DIST}.dist-info"
    info.mkdir(parents=True, exist_ok=True)
    (info / "METADATA").write_text(METADATA)
    (info / "WHEEL").write_text(WHEEL)
    return info.name


prepare_metadata_for_build_editable = prepare_metadata_for_build_wheel


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    return _wheel(wheel_directory, _sources())


def build_editable(wheel_directory, config_settings=None, metadata_directory=None):
    return _wheel(wheel_directory, [(f"__editable__.{NAME}.pth", (str(ROOT) + os.linesep).encode())])


def build_sdist(sdist_directory, config_settings=None):
    import tarfile
    name = f"{DIST}.tar.gz"
    with tarfile.open(Path(sdist_directory) / name, "w:gz") as tar:
        for rel in ["pyproject.toml", "README.md", "_build/backend.py",
                    *[n for n, _ in _sources()]]:
            tar.add(ROOT / rel, arcname=f"{DIST}/{rel}")
    return name
