#!/usr/bin/env bash
# Dependency direction is law: only Sources/SDLBackend may import CSDL2 (and CPNG, libpng for the capture).
set -euo pipefail
cd "$(dirname "$0")/.."
bad=$(grep -rnE '^\s*(@_exported\s+)?import\s+(struct\s+|func\s+|class\s+|enum\s+)?(CSDL2|CPNG)\b' Sources Tests --include='*.swift' | grep -v '^Sources/SDLBackend/' || true)
if [ -n "$bad" ]; then
  echo "check-imports: only Sources/SDLBackend may import CSDL2 or CPNG, but:" >&2
  echo "$bad" >&2
  exit 1
fi
echo "check-imports: only SDLBackend imports CSDL2 and CPNG"
