#!/usr/bin/env bash
# npm test: each stage in turn, stopping at the first that fails, then the time each one took.
# The browser tests' build runs beside the type check: each keeps one core busy, so together they
# take about as long as the build alone.
set -uo pipefail
times=()
report() {
  echo
  echo "Test stages (seconds):"
  printf '  %s\n' "${times[@]}"
  echo "  total: ${SECONDS}"
}
trap report EXIT

# Runs a stage, records its time, and answers its exit status.
stage() {
  local name=$1 start=$SECONDS status
  shift
  "$@"
  status=$?
  times+=("$name: $((SECONDS - start))$([ "$status" -eq 0 ] || echo ' (failed)')")
  return "$status"
}

# This machine's cores run at different speeds from day to day: a fixed loop's time lets stage
# times of different runs be compared (docs/test-suite-time.md).
gauge_ms=$(node -e 'const t = performance.now(); let s = 0; for (let i = 0; i < 2e8; i++) s += i; console.log(Math.round(performance.now() - t))')
times+=("machine gauge (2e8-step loop, ms): $gauge_ms")

bash scripts/ensure-chromium.sh || exit
build_log=$(mktemp)
build_start=$SECONDS
(
  npm run --silent build >"$build_log" 2>&1
  echo "$? $((SECONDS - build_start))" >"$build_log.done"
) &
stage typecheck npm run --silent typecheck
typecheck_status=$?
wait
read -r build_status build_seconds <"$build_log.done"
times+=("build (beside typecheck): $build_seconds$([ "$build_status" -eq 0 ] || echo ' (failed)')")
[ "$build_status" -eq 0 ] || cat "$build_log"
rm -f "$build_log" "$build_log.done"
[ "$typecheck_status" -eq 0 ] && [ "$build_status" -eq 0 ] || exit 1

for step in lint test:unit test:api; do
  stage "$step" npm run --silent "$step" || exit
done
stage test:e2e npx playwright test || exit
