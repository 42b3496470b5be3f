# Drawer: `make run` and `make test` are all the set-up anyone needs; both install what is missing.
SWIFT ?= swift
ARGS ?=

.PHONY: run test build release bench deps clean

deps:
	@scripts/deps.sh

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

run: release
	"$$($(SWIFT) build -c release --show-bin-path)/drawer" $(ARGS)

# The end-to-end tests run the built executable; DRAWER_BIN tells them where it is.
test: deps
	$(SWIFT) build
	DRAWER_BIN="$$($(SWIFT) build --show-bin-path)/drawer" $(SWIFT) test

# Engine costs beside baselines timed in the same run; figures also go to bench/results.json.
bench: release
	"$$($(SWIFT) build -c release --show-bin-path)/drawer" bench --json bench/results.json

clean:
	$(SWIFT) package clean
	rm -rf .build
