#!/usr/bin/env bash
# Runs one phase of `npm test` and prints how long it took:  scripts/phase.sh unit npm run test:unit
set -euo pipefail
name=$1
shift
started=$SECONDS
echo "=== phase $name"
"$@"
echo "=== phase $name: $((SECONDS - started))s"
