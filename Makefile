# HeaderSandbox. The two commands a new user needs: `make run` and `make test`.
SWIFT ?= swift
BIN_DEBUG = .build/debug/header-sandbox
BIN_RELEASE = .build/release/header-sandbox
## `make test` builds and tests with every compiler warning an error in our targets (the system
## modules are C headers through module maps). The same flags for build and test, so the test run
## reuses the build.
STRICT = -Xswiftc -warnings-as-errors
FUZZ_SECONDS ?= 600

.PHONY: bootstrap bootstrap-test build release run test bench lint format clean demo fuzz fuzz-ci soak

bootstrap:
	@bash Scripts/bootstrap.sh

bootstrap-test:
	@bash Scripts/bootstrap.sh --test

build: bootstrap
	$(SWIFT) build

release: bootstrap
	$(SWIFT) build -c release

## Opens the sandbox window (release build, the showcase preset). Extra flags: ARGS="...".
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

## Builds (warnings are errors), runs every test, checks the real window under a virtual X
## server, lints the sources and fuzzes the decoders for a minute; fails if any of it touched
## $$HOME or $$XDG_CONFIG_HOME. The fuzzer is built beside the test suite (at a lower priority,
## so the tests keep their cores) and runs its minute beside the window check and the lint, which
## leave a core idle (Scripts/background.sh).
test: bootstrap-test
	$(SWIFT) build $(STRICT)
	bash Scripts/untouched.sh snapshot
	bash Scripts/background.sh start fuzz-build nice -n 10 bash Scripts/fuzz.sh --build
	HEADER_SANDBOX_SLOW_TESTS=1 $(SWIFT) test $(STRICT)
	bash Scripts/background.sh wait fuzz-build
	bash Scripts/background.sh start fuzz bash Scripts/fuzz.sh --run 60
	bash Scripts/window-check.sh
	$(SWIFT) format lint --strict --recursive Sources Tests
	bash Scripts/background.sh wait fuzz
	bash Scripts/untouched.sh verify

lint:
	$(SWIFT) format lint --strict --recursive Sources Tests

format:
	$(SWIFT) format --in-place --recursive Sources Tests

## Renders every demo script in Assets/Scripts to build/demo/NAME.mp4.
demo: release
	@mkdir -p build/demo
	@for script in Assets/Scripts/*.json; do \
	  name=$$(basename $$script .json); \
	  echo "render $$script -> build/demo/$$name.mp4"; \
	  $(BIN_RELEASE) render $$script --touches --out build/demo/$$name.mp4 --force || exit $$?; \
	done

## Fuzzes the script and config decoders for FUZZ_SECONDS (default 600) with libFuzzer.
fuzz:
	bash Scripts/fuzz.sh $(FUZZ_SECONDS)

## A one-minute fuzz run (part of `make test`).
fuzz-ci:
	bash Scripts/fuzz.sh 60

## Long release soak: make soak [MINUTES=600] [SEED=20261129].
soak: bootstrap
	bash Scripts/soak.sh $(or $(MINUTES),600) $(or $(SEED),20261129)

clean:
	rm -rf .build build
