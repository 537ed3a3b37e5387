# HeaderSandbox. The two commands a new user needs: `make run` and `make test`.
SWIFT ?= swift
BIN_DEBUG = .build/debug/header-sandbox
BIN_RELEASE = .build/release/header-sandbox
FUZZ_SECONDS ?= 600

.PHONY: bootstrap build release run test lint format clean fuzz fuzz-ci

bootstrap:
	@bash Scripts/bootstrap.sh

build: bootstrap
	$(SWIFT) build

release: bootstrap
	$(SWIFT) build -c release

## Opens the sandbox window (release build, the showcase preset).
run: release
	$(BIN_RELEASE) $(ARGS)

## Builds, runs every test, and lints the sources.
test: bootstrap
	$(SWIFT) build
	$(SWIFT) test
	$(SWIFT) format lint --strict --recursive Sources Tests

## Fuzzes the script and config decoders for FUZZ_SECONDS (default 600) with libFuzzer.
fuzz:
	bash Scripts/fuzz.sh $(FUZZ_SECONDS)

## A one-minute fuzz run, for CI.
fuzz-ci:
	bash Scripts/fuzz.sh 60

lint:
	$(SWIFT) format lint --strict --recursive Sources Tests

format:
	$(SWIFT) format --in-place --recursive Sources Tests

clean:
	rm -rf .build build
