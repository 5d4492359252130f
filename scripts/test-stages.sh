#!/usr/bin/env bash
# npm test: each stage in turn, stopping at the first that fails, then the time each one took.
set -uo pipefail
times=()
report() {
  echo
  echo "Test stages (seconds):"
  printf '  %s\n' "${times[@]}"
  echo "  total: ${SECONDS}"
}
trap report EXIT
for stage in typecheck lint test:unit test:api test:e2e; do
  start=$SECONDS
  npm run --silent "$stage"
  status=$?
  times+=("$stage: $((SECONDS - start))$([ "$status" -eq 0 ] || echo ' (failed)')")
  [ "$status" -eq 0 ] || exit "$status"
done
