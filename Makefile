# HeaderSandbox. The two commands a new user needs: `make run` and `make test`.
SWIFT ?= swift
BIN_DEBUG = .build/debug/header-sandbox
BIN_RELEASE = .build/release/header-sandbox

.PHONY: bootstrap build release run test bench lint format clean

bootstrap:
	@bash Scripts/bootstrap.sh

build: bootstrap
	$(SWIFT) build

release: bootstrap
	$(SWIFT) build -c release

## Opens the sandbox window (release build, the showcase preset).
run: release
	$(BIN_RELEASE) $(ARGS)

## Measures every cost against its floor (release build), prints the table and writes
## Benchmarks/results/<cpu-model>-<cores>core.json (e.g. amd-epyc-2core.json).
bench: release
	@mkdir -p Benchmarks/results
	@name=$$( (grep -m1 'model name' /proc/cpuinfo 2>/dev/null || echo ': unknown') | cut -d: -f2 \
	  | tr 'A-Z' 'a-z' | sed -e 's/([^)]*)//g' -e 's/ processor//' -e 's/[^a-z0-9][^a-z0-9]*/-/g' \
	  -e 's/^-//' -e 's/-$$//')-$$(nproc 2>/dev/null || echo 1)core; \
	echo "$(BIN_RELEASE) bench --json Benchmarks/results/$$name.json"; \
	$(BIN_RELEASE) bench --json Benchmarks/results/$$name.json

## Builds, runs every test, and lints the sources.
test: bootstrap
	$(SWIFT) build
	$(SWIFT) test
	$(SWIFT) format lint --strict --recursive Sources Tests

lint:
	$(SWIFT) format lint --strict --recursive Sources Tests

format:
	$(SWIFT) format --in-place --recursive Sources Tests

clean:
	rm -rf .build build
