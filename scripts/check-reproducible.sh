#!/usr/bin/env bash
# Builds the published artifacts twice from clean and compares them byte for byte (docs/release.md).
# Usage: scripts/check-reproducible.sh [extra Maven options]
set -euo pipefail
cd "$(dirname "$0")/.."
modules=bom,core,portroyal-unterwegs,portroyal,portroyal-stiche,gilded-compass,loyang,research,server
build() {
  mvn -B -q -DskipTests "$@" clean package -pl "$modules" -am >/dev/null
  find . -path ./node_modules -prune -o -path '*/target/*.jar' -print | sort | xargs sha256sum
}
first=$(mktemp); second=$(mktemp)
build "$@" >"$first"
sleep 2   # a clock that moved must not show in the jars
build "$@" >"$second"
if diff "$first" "$second"; then
  echo "reproducible: $(wc -l <"$first") jars identical in two builds"
else
  echo "NOT reproducible: the jars above differ" >&2
  exit 1
fi
