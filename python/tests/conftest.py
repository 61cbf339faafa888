"""One shared bridge process for the whole test session (starting a JVM costs about a second)."""
import pytest

import spielwerk


@pytest.fixture(scope="session")
def bridge():
    try:
        spielwerk.find_jar()
    except spielwerk.BridgeClosedError as e:
        pytest.skip(str(e))
    b = spielwerk.bridge()
    yield b
    b.close()
    assert not b.alive


@pytest.fixture(autouse=True)
def bridge_survives(request):
    """Every test leaves the shared bridge alive and answering."""
    yield
    if "bridge" in request.fixturenames:
        b = request.getfixturevalue("bridge")
        assert b.alive
        assert b.request("games")["games"]


# (game, players) covering every game; the contract checks play each to the end
TABLES = [("portroyal-unterwegs", 3), ("portroyal", 2), ("portroyal-stiche", 3), ("gilded-compass", 2),
          ("loyang", 2)]
