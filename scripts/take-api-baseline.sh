#!/usr/bin/env bash
# Makes VERSION the API baseline (docs/release.md, "The API gate"): builds the published modules' jars (unless
# --no-build), copies them into compat/VERSION/ as <artifactId>-VERSION.jar and sets <api.baseline> in the
# parent POM. Run by the release, once the POMs carry VERSION; commit compat/VERSION/ and pom.xml after it.
# Usage: scripts/take-api-baseline.sh VERSION [--no-build]
set -euo pipefail
cd "$(dirname "$0")/.."
version="${1:?usage: scripts/take-api-baseline.sh VERSION [--no-build]}"
libraries=(core portroyal-unterwegs portroyal portroyal-stiche gilded-compass loyang research server)
project_version=$(sed -n '0,/<version>\(.*\)<\/version>/s//\1/p' pom.xml | head -1 | tr -d ' ')
if [[ "${2:-}" != "--no-build" ]]; then
  # the jars only: no tests, no sources or javadoc jars, and no gate (the baseline may not exist yet)
  modules=$(IFS=,; echo "${libraries[*]}")
  mvn -B -q -Dquick -DskipTests -Dspielwerk.gates.skip=true package -pl "$modules" -am
fi
target="compat/$version"
rm -rf "$target"
mkdir -p "$target"
for module in "${libraries[@]}"; do
  jar="$module/target/spielwerk-$module-$project_version.jar"
  [[ -f "$jar" ]] || { echo "missing $jar: build it first (or drop --no-build)" >&2; exit 1; }
  cp "$jar" "$target/spielwerk-$module-$version.jar"
done
sed -i "s|<api.baseline>[^<]*</api.baseline>|<api.baseline>$version</api.baseline>|" pom.xml
echo "API baseline $version: $(ls "$target" | wc -l) jars, $(du -sh "$target" | cut -f1) in $target; pom.xml's api.baseline set"
