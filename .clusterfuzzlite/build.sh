#!/bin/bash -eu
# ClusterFuzzLite / OSS-Fuzz build: the plumb-libfuzzer product (Fuzz/ScriptFuzzer), which only
# exists with PLUMB_LIBFUZZER=1, built with the sanitizer flags the builder chooses ($SANITIZER:
# address by default) and libFuzzer, copied to $OUT as plumb-solver-scripts.
cd "$SRC/plumbline"
sanitizer="${SANITIZER:-address}"
case "$sanitizer" in
  address|undefined|thread) flags=(-Xswiftc "-sanitize=fuzzer,$sanitizer") ;;
  *) flags=(-Xswiftc -sanitize=fuzzer) ;;
esac
PLUMB_LIBFUZZER=1 swift build -c release --product plumb-libfuzzer --scratch-path .build-libfuzzer \
  "${flags[@]}" -Xswiftc -g
cp .build-libfuzzer/release/plumb-libfuzzer "$OUT/plumb-solver-scripts"
