#!/bin/bash -eu
# ClusterFuzzLite / OSS-Fuzz build: the plumb-libfuzzer products (Fuzz/ScriptFuzzer: operation
# scripts on the solver; Fuzz/LayoutFuzzer: layout cases on the engine), which only exist with
# PLUMB_LIBFUZZER=1, built with the sanitizer flags the builder chooses ($SANITIZER: address by
# default) and libFuzzer, copied to $OUT as plumb-solver-scripts and plumb-layout-cases.
cd "$SRC/plumbline"
sanitizer="${SANITIZER:-address}"
case "$sanitizer" in
  address|undefined|thread) flags=(-Xswiftc "-sanitize=fuzzer,$sanitizer") ;;
  *) flags=(-Xswiftc -sanitize=fuzzer) ;;
esac
PLUMB_LIBFUZZER=1 swift build -c release --product plumb-libfuzzer --scratch-path .build-libfuzzer \
  "${flags[@]}" -Xswiftc -g
PLUMB_LIBFUZZER=1 swift build -c release --product plumb-libfuzzer-layout --scratch-path .build-libfuzzer \
  "${flags[@]}" -Xswiftc -g
cp .build-libfuzzer/release/plumb-libfuzzer "$OUT/plumb-solver-scripts"
cp .build-libfuzzer/release/plumb-libfuzzer-layout "$OUT/plumb-layout-cases"
