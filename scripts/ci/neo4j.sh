#!/usr/bin/env bash
# Installs the Neo4j 5.26 LTS test server used by the graph-neo4j suite: the Neo4j Community jars from Maven Central
# (scripts/ci/neo4j/pom.xml) plus a tiny launcher (Launcher.java) compiled with javac, into <repo>/.cache/neo4j-<v>.
# Needs Java 17+ and Maven (installed from Debian if missing). Idempotent: does nothing when the cache is complete.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
SRC="$ROOT/scripts/ci/neo4j"
VERSION="$(sed -n 's:.*<neo4j.version>\(.*\)</neo4j.version>.*:\1:p' "$SRC/pom.xml")"
DEST="${NEO4J_TEST_HOME:-$ROOT/.cache/neo4j-$VERSION}"
STAMP="$VERSION $(sha256sum "$SRC/pom.xml" "$SRC/Launcher.java" | sha256sum | cut -c1-16)"

if [ -f "$DEST/.complete" ] && [ "$(cat "$DEST/.complete")" = "$STAMP" ]; then
  echo "neo4j: Neo4j $VERSION test server already in $DEST"
  exit 0
fi
if ! command -v javac >/dev/null || ! command -v mvn >/dev/null; then
  apt-get update -qq && apt-get install -y -qq openjdk-17-jdk-headless maven
fi
rm -rf "$DEST"
mkdir -p "$DEST/lib" "$DEST/classes"
mvn -q -B -f "$SRC/pom.xml" dependency:copy-dependencies -DincludeScope=runtime -DoutputDirectory="$DEST/lib"
javac -nowarn -d "$DEST/classes" -cp "$DEST/lib/*" "$SRC/Launcher.java"
echo "$STAMP" > "$DEST/.complete"
echo "neo4j: installed Neo4j $VERSION test server in $DEST ($(ls "$DEST/lib" | wc -l) jars)"
