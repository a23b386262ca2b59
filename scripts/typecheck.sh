#!/usr/bin/env bash
# Type-checks every TypeScript project, as many at once as there are cores: the projects emit
# nothing and share nothing, and the largest start first.
set -euo pipefail
cd "$(dirname "$0")/.."
printf '%s\n' apps/api apps/web tsconfig.tools.json e2e packages/domain apps/web/src/sw |
  xargs -P "$(nproc)" -I{} sh -c 'tsc -p {} || { echo "tsc -p {} failed" >&2; exit 255; }'
