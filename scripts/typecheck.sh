#!/usr/bin/env bash
# Type-checks every TypeScript project, as many at once as there are cores: the projects emit
# nothing and share nothing, and each tsc runs on one core. The two largest start first.
set -euo pipefail
cd "$(dirname "$0")/.."
printf '%s\n' apps/web apps/api packages/domain apps/web/src/sw e2e bench scripts |
  xargs -P "$(nproc)" -I{} sh -c 'tsc -p {} || { echo "tsc -p {} failed" >&2; exit 255; }'
