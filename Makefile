# Drawer: `make run` and `make test` are all the set-up anyone needs; both install what is missing.
SWIFT ?= swift
ARGS ?=

.PHONY: run test build release bench plots deps clean

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

# The README's spring pictures, drawn by `drawer curve --plot` itself.
plots: release
	"$$($(SWIFT) build -c release --show-bin-path)/drawer" curve spring --damping-ratio 0.8 --response 0.3 --plot docs/plot-card-spring.png
	"$$($(SWIFT) build -c release --show-bin-path)/drawer" curve spring-duration --damping-ratio 0.5 --velocity 0.7 --duration 0.8 --plot docs/plot-spin-spring.png
	"$$($(SWIFT) build -c release --show-bin-path)/drawer" curve ease-in-out --plot docs/plot-ease-in-out.png

clean:
	$(SWIFT) package clean
	rm -rf .build
