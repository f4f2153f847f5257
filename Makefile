# PickerLab: `make demo` runs the demo, `make test` runs every test (headless). See README.md.
SWIFT ?= swift
ARGS ?=

.PHONY: demo test deps test-deps build release bench docs clean

deps:
	@scripts/install-deps.sh

test-deps:
	@scripts/install-deps.sh --test

release: deps
	$(SWIFT) build -c release --product pickerlab

build: deps
	$(SWIFT) build

# Opens the window (or, with no display, runs the headless tour into pickerlab-tour/).
demo: release
	.build/release/pickerlab $(ARGS)

# Every test, headless: unit, pixel read-back and end-to-end (the e2e tests start their own Xvfb).
test: test-deps
	scripts/check-imports.sh
	$(SWIFT) build --product pickerlab
	$(SWIFT) test

# Performance figures (release build, headless): one line per figure, and bench-results.json.
# Uses valgrind (allocation counts) and Xvfb (the idle-window figure) when they are installed.
bench: deps
	$(SWIFT) build -c release --product pickerlab
	$(SWIFT) build -c release --product pickerlab-bench
	.build/release/pickerlab-bench bench-results.json

docs: release
	@scripts/install-deps.sh --docs
	scripts/make-docs.sh

clean:
	rm -rf .build pickerlab-tour
