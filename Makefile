# Drawer: `make run` and `make test` are all the set-up anyone needs; both install what is missing.
SWIFT ?= swift
ARGS ?=

.PHONY: run test lint format docs soak build release bench plots gifs leakcheck deps clean api-check api-dump consumer-test \
	sanitize fuzz fuzz-replay coverage endurance

deps:
	@scripts/deps.sh

build: deps
	$(SWIFT) build

# Release builds link the Swift runtime and Foundation statically: one binary that runs where
# Swift is not installed, 6 MiB less resident and a faster start (docs/manual/performance.md).
release: deps
	$(SWIFT) build -c release --static-swift-stdlib

run: release
	"$$($(SWIFT) build -c release --show-bin-path)/drawer" $(ARGS)

# The end-to-end tests run the built executables; DRAWER_BIN and EXAMPLE_BIN (the example app,
# a package of its own on Drawer's public products) tell them where they are. The
# real-window suite runs after the rest, on its own: it shares the X server's and the GPU
# emulation's time with nothing, so a busy suite beside it cannot slow a window into a timeout.
EXAMPLE = Examples/CoverTransition

test: deps lint docs
	$(SWIFT) build
	$(SWIFT) build --package-path $(EXAMPLE)
	DRAWER_BIN="$$($(SWIFT) build --show-bin-path)/drawer" \
	EXAMPLE_BIN="$$($(SWIFT) build --package-path $(EXAMPLE) --show-bin-path)/cover-transition" \
	  $(SWIFT) test --skip RealWindowTests --skip WaylandTests
	DRAWER_BIN="$$($(SWIFT) build --show-bin-path)/drawer" $(SWIFT) test --filter RealWindowTests
	DRAWER_BIN="$$($(SWIFT) build --show-bin-path)/drawer" $(SWIFT) test --filter WaylandTests
	scripts/consumer-test.sh
	scripts/api-check.sh
	$(MAKE) fuzz-replay

# Every input of the fuzzers' seed corpora, and every input a fuzzer ever crashed on, through its
# parser again (plain build; `make fuzz` is the fuzzing itself).
FUZZ_TARGETS = script options image velocity stateline animation constraints
fuzz-replay:
	$(SWIFT) build --product drawer-fuzz
	@for target in $(FUZZ_TARGETS); do \
	  "$$($(SWIFT) build --show-bin-path)/drawer-fuzz" $$target Fuzz/corpus/$$target Fuzz/regressions/$$target || exit 1; \
	done

# The whole suite under AddressSanitizer with LeakSanitizer, then ThreadSanitizer: zero reports
# (scripts/sanitize.sh; SANITIZERS=address or thread for one). The docs site first, which the
# documentation tests read.
sanitize: deps docs
	scripts/sanitize.sh

# Each parser under libFuzzer for FUZZ_SECONDS (60 by default); crashes land in Fuzz/regressions/.
FUZZ_SECONDS ?= 60
fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) scripts/fuzz.sh

# Line and function coverage per module; fails below coverage/minimum.txt.
coverage: deps
	scripts/coverage.sh

# An hour of random scripted input across every mode and the motion lab, under AddressSanitizer
# (not in CI): zero reports, peak memory within 8 MiB of its value after the first minute.
ENDURANCE_MINUTES ?= 60
endurance: deps
	ENDURANCE_MINUTES=$(ENDURANCE_MINUTES) scripts/endurance.sh

# A package that depends on Drawer by version, as a consumer's does (scripts/consumer-test.sh):
# a bare clone of the committed tree, tagged with CHANGELOG.md's version, built and run.
consumer-test: deps
	scripts/consumer-test.sh

# The public API of the three products only grows: no break against the baseline revision in
# api/baseline (swift package diagnose-api-breaking-changes), nothing gone from api/*.txt.
# `make test` runs it after `make docs` has built the symbol graphs. `make api-dump` rewrites
# api/*.txt from the tree, for a reviewed addition.
api-check: deps
	$(SWIFT) build --build-tests
	scripts/api-check.sh

api-dump:
	$(SWIFT) build --build-tests
	$(SWIFT) package dump-symbol-graph --minimum-access-level public >/dev/null
	@for module in Motion ViewKit SDLHost QuartzCore UIKit Cassowary; do \
	  scripts/public-api.py "$$($(SWIFT) build --show-bin-path)/../symbolgraph" $$module >api/$$module.txt; \
	  echo "api/$$module.txt: $$(wc -l <api/$$module.txt) public declarations"; \
	done

# The house style: `swift format` (shipped with the toolchain) finds nothing, or the test fails.
# `make format` rewrites the tree in that style.
lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Examples Package.swift

format:
	$(SWIFT) format format --in-place --recursive Sources Tests Examples Package.swift

# API documentation for the four products, by DocC from the toolchain: one static site in
# .build/docs, its landing page at the root (serve it: python3 -m http.server -d .build/docs,
# then open http://127.0.0.1:8000/). Any DocC warning fails it.
DOC_MODULES = Motion ViewKit SDLHost QuartzCore UIKit Cassowary
docs:
	@# The symbol-graph dump reads every module, the test targets' too: build them first.
	$(SWIFT) build --build-tests
	$(SWIFT) package dump-symbol-graph --minimum-access-level public >/dev/null
	rm -rf .build/docs .build/docs-graphs .build/docs-archives && mkdir -p .build/docs-archives
	@graphs="$$($(SWIFT) build --show-bin-path)/../symbolgraph"; \
	for module in $(DOC_MODULES); do \
	  mkdir -p .build/docs-graphs/$$module && \
	  cp "$$graphs/$$module.symbols.json" .build/docs-graphs/$$module/ && \
	  for extension in "$$graphs/$$module@"*.symbols.json; do \
	    if [ -e "$$extension" ]; then cp "$$extension" .build/docs-graphs/$$module/; fi; \
	  done && \
	  docc convert Sources/$$module/$$module.docc --additional-symbol-graph-dir .build/docs-graphs/$$module \
	    --fallback-display-name $$module --fallback-bundle-identifier org.drawer.$$module \
	    --warnings-as-errors --output-path .build/docs-archives/$$module.doccarchive || exit 1; \
	done
	@# One site: the products merged, under a landing page of our own (docs/site/Drawer.md).
	docc merge $(foreach module,$(DOC_MODULES),.build/docs-archives/$(module).doccarchive) \
	  --synthesized-landing-page-name Drawer --output-path .build/docs
	scripts/docs-landing.py .build/docs docs/site/Drawer.md
	@echo "docs: .build/docs (python3 -m http.server -d .build/docs, then http://127.0.0.1:8000/)"

# The whole suite SOAK_RUNS times, each from a cold Mesa shader cache with one core kept busy;
# prints how many runs passed and what failed. Not part of `make test`.
SOAK_RUNS ?= 5
soak: deps
	scripts/soak-tests.sh $(SOAK_RUNS)

# Every figure beside a floor timed in the same run (bench/baseline.c for frames, start-up and
# memory), in paired rounds, with the floor also timed against itself (--aa) for the bench's
# resolution; the table of ratios and intervals is printed and the figures go to bench/results.json.
bench/baseline: bench/baseline.c
	$(CC) -O2 -Wall -o $@ $< $$(pkg-config --cflags --libs sdl2 SDL2_image SDL2_ttf)

bench: release bench/baseline
	"$$($(SWIFT) build -c release --show-bin-path)/drawer" bench --aa --baseline bench/baseline --json bench/results.json

# The manual's spring pictures, drawn by `drawer curve --plot` itself.
plots: release
	"$$($(SWIFT) build -c release --show-bin-path)/drawer" curve spring --damping-ratio 0.8 --response 0.3 --plot docs/plot-card-spring.png
	"$$($(SWIFT) build -c release --show-bin-path)/drawer" curve spring-duration --damping-ratio 0.5 --velocity 0.7 --duration 0.8 --plot docs/plot-spin-spring.png
	"$$($(SWIFT) build -c release --show-bin-path)/drawer" curve ease-in-out --plot docs/plot-ease-in-out.png
	"$$($(SWIFT) build -c release --show-bin-path)/drawer" curve spin-pop --plot docs/plot-spin-pop.png

# One animated GIF per mode under docs/, made from scripted runs (docs/gifs/*.txt) with --frames:
# every other frame at 480x340, so each stays a few hundred KiB.
# lab.txt shows the motion lab's panel, wider, so the panel and the card both fit.
GIF_MODES = side card modal spin zoom sheet lab
gifs: release
	@for mode in $(GIF_MODES); do \
	  dir=$$(mktemp -d); \
	  if [ $$mode = lab ]; then size=760x560; shown=card; else size=480x340; shown=$$mode; fi; \
	  "$$($(SWIFT) build -c release --show-bin-path)/drawer" --mode $$shown --size $$size \
	    --script docs/gifs/$$mode.txt --frames $$dir >/dev/null || exit 1; \
	  convert -delay 3.33 -loop 0 $$(ls $$dir/frame-*.png | awk 'NR % 2 == 1') \
	    +dither -colors 48 -layers Optimize docs/$$mode.gif || exit 1; \
	  rm -rf $$dir; \
	  echo "docs/$$mode.gif: $$(du -k docs/$$mode.gif | cut -f1) KiB"; \
	done

# 1,000 transitions under valgrind's memcheck: fails on any memory error or block definitely lost.
leakcheck: release
	scripts/leakcheck.sh

clean:
	$(SWIFT) package clean
	rm -rf .build $(EXAMPLE)/.build bench/baseline
