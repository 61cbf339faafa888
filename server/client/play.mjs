// A minimal client of the Spielwerk game server (docs/server.md), for Node.js 22+ (its built-in WebSocket;
// on Node 20 add --experimental-websocket):
//   node play.mjs http://127.0.0.1:8080 MATCH TOKEN [MAX_MOVES] [lang]
// Plays its seat by always taking the first legal action, prints every event it is shown, and stops when the
// match is over or after MAX_MOVES of its own moves.
const [base, match, token, maxMoves = "1000000", lang = "en"] = process.argv.slice(2);
const url = base.replace(/^http/, "ws") + `/api/matches/${match}/ws?lang=${lang}&token=${encodeURIComponent(token)}`;
const ws = new WebSocket(url);
let moves = 0;
ws.onmessage = (message) => {
  const m = JSON.parse(message.data);
  if (m.type === "error") {
    console.log(`error ${m.status} ${m.code} (${m.field}): ${m.message}`);
    // over the rate limit, or the match moved on: ask for the whole picture again (a little later)
    if (m.code === "too_many_moves" || m.code === "stale_version") {
      setTimeout(() => ws.send(JSON.stringify({ type: "sync" })), 400);
    }
    return;
  }
  if (m.type !== "sync" && m.type !== "update") {
    return;
  }
  for (const e of m.type === "sync" ? m.events.slice(-5) : m.events) {
    console.log(`  v${e.version}: ${e.text}`);
  }
  if (m.outcome) {
    console.log(`finished at version ${m.version}: scores ${m.outcome.scores}, winners ${m.outcome.winners}`);
    ws.close();
    return;
  }
  if (m.legal.length > 0) {
    if (moves >= Number(maxMoves)) {
      console.log(`stopping at version ${m.version} (${moves} moves made)`);
      ws.close();
      return;
    }
    console.log(`version ${m.version}, my move: ${m.legal[0].text}`);
    moves++;
    ws.send(JSON.stringify({ type: "move", version: m.version, index: 0 }));
  }
};
// say why the connection ended: 1000 a normal close, 4401 a bad token, 4403 the seat was left, 4404 no such
// match, 1009 a message too large, 1006 cut without a close frame (e.g. a client that did not read)
ws.onerror = (event) => console.log(`connection error: ${event.message ?? event.error ?? "unknown"}`);
ws.onclose = (event) => {
  console.log(`closed: code ${event.code}${event.reason ? `, reason "${event.reason}"` : ""}`);
  process.exit(event.code === 1000 || event.code === 1005 ? 0 : 1);
};
