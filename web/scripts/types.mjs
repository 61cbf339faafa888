// Writes one TypeScript declaration file per game from the game's JSON Schemas:
//   node scripts/types.mjs SCHEMA_DIR OUT_DIR
// SCHEMA_DIR holds <game>/<kind>.json (kind: state, view, action, event, options), written by the Java step
// (TypesTest). Each kind becomes a namespace of its own (a game's schemas share names such as Card), and the
// root type of each is exported under its kind's name: State, View, Action, Event, Options.
import { compile } from 'json-schema-to-typescript';
import { readdir, readFile, writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';

const KINDS = ['state', 'view', 'action', 'event', 'options'];
const [schemaDir, outDir] = process.argv.slice(2);
if (!schemaDir || !outDir) {
  console.error('usage: node scripts/types.mjs SCHEMA_DIR OUT_DIR');
  process.exit(2);
}

/**
 * The games' schemas (draft 2020-12) put a `$ref` next to other keywords, as in a tagged union's
 * `{"$ref": "#/$defs/Ship", "properties": {"type": {"const": "Ship"}}}`; json-schema-to-typescript would drop
 * the referenced type there, so such a node becomes `allOf: [{$ref}, {the rest}]`, which means the same.
 */
function refsBesideKeywords(node) {
  if (Array.isArray(node)) {
    return node.map(refsBesideKeywords);
  }
  if (node === null || typeof node !== 'object') {
    return node;
  }
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] = refsBesideKeywords(value);
  }
  if (out.$ref && Object.keys(out).length > 1) {
    const { $ref, ...rest } = out;
    return { allOf: [{ $ref }, rest] };
  }
  return out;
}

function indent(text) {
  return text.split('\n').map((line) => (line ? '  ' + line : line)).join('\n');
}

async function gameTypes(game) {
  const parts = [
    `// Generated from the JSON Schemas of the game '${game}' by web/scripts/types.mjs (json-schema-to-typescript).`,
    '// Do not edit: regenerate with  mvn -pl web -am test -Dtest=TypesTest -Dspielwerk.web.types.update=true',
    '',
  ];
  for (const kind of KINDS) {
    const schema = refsBesideKeywords(JSON.parse(await readFile(join(schemaDir, game, `${kind}.json`), 'utf8')));
    const root = kind[0].toUpperCase() + kind.slice(1);
    schema.title = root;
    const ts = await compile(schema, root, {
      bannerComment: '',
      additionalProperties: false,
      declareExternallyReferenced: true,
      format: true,
      strictIndexSignatures: true,
      style: { singleQuote: true, printWidth: 110 },
    });
    parts.push(`export declare namespace ${kind} {`, indent(ts.trim()), '}', `export type ${root} = ${kind}.${root};`, '');
  }
  return parts.join('\n');
}

const games = (await readdir(schemaDir, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name);
await mkdir(outDir, { recursive: true });
for (const game of games.sort()) {
  await writeFile(join(outDir, `${game}.d.ts`), await gameTypes(game));
}
console.log(`wrote ${games.length} declaration files to ${outDir}`);
