// Every error code the server documents (docs/server.md, "Error codes") has a German sentence, and the page's
// error line keeps the server's message (which names the field or the rule) in both languages.
// Run: node --test web/src/test/js/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { errorText, translator } from '../../main/resources/spielwerk-web/i18n.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const docs = readFileSync(path.resolve(here, '../../../../docs/server.md'), 'utf8');

function documentedCodes() {
  const table = docs.slice(docs.indexOf('### Error codes'));
  const rows = table.split('\n').filter((line) => /^\| \d{3} \|/.test(line));
  // a code's column may name a field in brackets ("`illegal_action` (with `rule`)"): that is no code
  return rows.flatMap((row) => [...row.split('|')[2].replace(/\([^)]*\)/g, '').matchAll(/`([a-z_]+)`/g)]
    .map((m) => m[1]));
}

test('the documented codes are found', () => {
  assert.ok(documentedCodes().length >= 15, documentedCodes().join(', '));
});

for (const code of documentedCodes().concat(['internal'])) {
  test(`${code} has German words and keeps the server's message`, () => {
    const error = { code, message: `field: what the server said about ${code}` };
    const de = errorText(translator('de'), 'de', error);
    assert.match(de, /^Fehler: /);
    assert.ok(!de.startsWith(`Fehler: ${error.message}`), `no German sentence for ${code}: ${de}`);
    assert.ok(de.endsWith(`(${error.message})`), de);
    assert.equal(errorText(translator('en'), 'en', error), `Error: ${error.message}`);
  });
}
