# HeaderSandbox. The two commands a new user needs: `make run` and `make test`.
SWIFT ?= swift
BIN_DEBUG = .build/debug/header-sandbox
BIN_RELEASE = .build/release/header-sandbox

.PHONY: bootstrap build release run test lint format clean

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

lint:
	$(SWIFT) format lint --strict --recursive Sources Tests

format:
	$(SWIFT) format --in-place --recursive Sources Tests

clean:
	rm -rf .build build
