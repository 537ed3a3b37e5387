#!/usr/bin/env bash
# Long soak of the simulation core: seeded random input for MINUTES of simulated time per shift
# behaviour (4 behaviours in parallel), invariants checked after every 1/240 s tick, release build.
#
#   Scripts/soak.sh [minutes] [seed]      defaults: 600 minutes (8.64 million ticks), seed 20261129
#
# A failure prints the seed and the invariant, shrinks the input and writes a minimal reproducer
# to .build/soak-failures/seed-<seed>-<behaviour>.json; replay it with
#   HEADER_SANDBOX_SOAK_REPLAY=<file> swift test --filter replaySoakReproducer
set -euo pipefail
cd "$(dirname "$0")/.."

minutes="${1:-600}"
seed="${2:-20261129}"
if ! [[ "$minutes" =~ ^[0-9]+$ ]] || [ "$minutes" -lt 1 ]; then
  echo "soak.sh: minutes must be a positive integer, found '$minutes'" >&2
  exit 64
fi
if ! [[ "$seed" =~ ^[0-9]+$ ]]; then
  echo "soak.sh: seed must be a non-negative integer, found '$seed'" >&2
  exit 64
fi

ticks=$((minutes * 60 * 240))
echo "soak: ${minutes} min simulated = ${ticks} ticks per behaviour, seed ${seed}"
HEADER_SANDBOX_SOAK_TICKS="$ticks" HEADER_SANDBOX_SOAK_SEED="$seed" \
  HEADER_SANDBOX_SLOW_TESTS=1 swift test -c release -Xswiftc -enable-testing --filter 'SoakTests'
