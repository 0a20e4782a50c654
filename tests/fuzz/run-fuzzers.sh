#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the libFuzzer targets (tests/fuzz/fuzz_*.cpp) with clang, ASan and UBSan in
# build-fuzz/, and runs each for SECONDS (default 60) on a copy of its seed corpus
# (tests/fuzz/corpus/<target>/; new inputs stay in build-fuzz/corpus/), as many at once as there
# are cores. Exits 1 if any target finds a
# crash, leak, sanitizer report or input slower than 10 s (the reproducer is in
# build-fuzz/artifacts/), 0 when every target ran clean. Without clang it says so and exits 0,
# so CI can call it unconditionally:
#     tests/fuzz/run-fuzzers.sh 60
set -eu
cd "$(dirname "$0")/../.."
seconds="${1:-60}"
if ! command -v clang++ >/dev/null 2>&1; then
    echo "run-fuzzers: clang++ is not installed; fuzzing skipped"
    exit 0
fi
# clang without its libFuzzer runtime (Debian's libclang-rt-NN-dev) cannot link the targets.
probe=$(mktemp -d)
printf 'extern "C" int LLVMFuzzerTestOneInput(const char *, unsigned long) { return 0; }\n' \
    >"$probe/probe.cpp"
if ! clang++ -fsanitize=fuzzer,address,undefined "$probe/probe.cpp" -o "$probe/probe" \
    >/dev/null 2>&1; then
    rm -rf "$probe"
    echo "run-fuzzers: clang++ cannot link libFuzzer targets (no libFuzzer runtime); fuzzing skipped"
    exit 0
fi
rm -rf "$probe"
CXX=clang++ cmake -S . -B build-fuzz -G Ninja -DTANDEM_FUZZ=ON >/dev/null
cmake --build build-fuzz
mkdir -p build-fuzz/artifacts
targets="scan lint glossary style suppressions tmx projectcache tmquery sync render globs ghanswers"
# One target a core at a time: each runs its full SECONDS, and twelve of them take six minutes on
# two cores instead of twelve.
jobs=$(nproc 2>/dev/null || echo 1)
fuzz() {
    target=$1
    corpus="build-fuzz/corpus/$target"
    mkdir -p "$corpus"
    cp -n tests/fuzz/corpus/"$target"/* "$corpus"/ 2>/dev/null || true
    rm -f build-fuzz/fuzz_"$target".failed
    if ! ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
        QT_QPA_PLATFORM=offscreen \
        build-fuzz/tests/fuzz/fuzz_"$target" -max_total_time="$seconds" -max_len=4096 \
            -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
            -artifact_prefix=build-fuzz/artifacts/"$target"- "$corpus" 2>build-fuzz/fuzz_"$target".log; then
        touch build-fuzz/fuzz_"$target".failed
    fi
}
running=0
for target in $targets; do
    echo "run-fuzzers: fuzz_$target for ${seconds}s"
    fuzz "$target" &
    running=$((running + 1))
    if [ "$running" -ge "$jobs" ]; then
        wait
        running=0
    fi
done
wait
status=0
for target in $targets; do
    if [ -e build-fuzz/fuzz_"$target".failed ]; then
        tail -n 60 build-fuzz/fuzz_"$target".log
        echo "run-fuzzers: fuzz_$target FAILED (log: build-fuzz/fuzz_$target.log)"
        status=1
    else
        echo "run-fuzzers: fuzz_$target"
        grep -E '^stat::number_of_executed_units|^stat::peak_rss_mb' build-fuzz/fuzz_"$target".log || true
    fi
done
exit $status
