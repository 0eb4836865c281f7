#!/usr/bin/env bash
# ComputeAtlas set-up in one command.
#   ./atlas.sh        install what is missing, build the app and the CLI, open the app on the
#                     embedded data
#   ./atlas.sh test   install what is missing, build, run every test headless (what CI runs)
# Other verbs: build, bench, clean. BUILD_DIR and JOBS can be set in the environment.
set -euo pipefail
cd "$(dirname "$0")"

verb="${1:-run}"
BUILD_DIR="${BUILD_DIR:-build}"
JOBS="${JOBS:-$(nproc)}"

# What building and running the app needs, and what only the test suite needs on top (a
# virtual display, a second CJK font, PDF and image tools, clang for the fuzzers and the format
# check, locales, desktop-file checks): the first run installs the first list only.
RUN_PACKAGES=(build-essential cmake ninja-build qt6-base-dev qt6-charts-dev libqt6opengl6-dev
    libyaml-dev libyaml-cpp-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-svg-dev
    qt6-translations-l10n qt6-qpa-plugins libgl-dev libxkbcommon-dev fonts-wqy-microhei)
TEST_PACKAGES=(xvfb xauth x11-utils fonts-noto-cjk poppler-utils imagemagick clang clang-format
    libclang-rt-14-dev locales desktop-file-utils appstream)

# The main build: optimised without debug information (-g made the compiler 40 % slower) and
# compiled as unity batches of 16 files, so that the first run parses Qt's headers a few dozen
# times instead of 260. The run and the tests share it: `./atlas.sh test` after `./atlas.sh`
# only adds the test programs. The sanitizer, GUI-free and fuzz builds compile file by file,
# which keeps every file's own includes honest.
MAIN_FLAGS=(-DCMAKE_BUILD_TYPE=Release "-DCMAKE_CXX_FLAGS_RELEASE=-O2 -DNDEBUG"
    -DCMAKE_UNITY_BUILD=ON -DCMAKE_UNITY_BUILD_BATCH_SIZE=16)

log() { printf '\033[1m==> %s\033[0m\n' "$*"; }

# install_missing PACKAGE…: installs those not yet installed.
install_missing() {
    local missing=()
    for p in "$@"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
    done
    if ((${#missing[@]} == 0)); then
        log "all $# system packages present"
        return
    fi
    log "installing ${missing[*]}"
    local sudo=()
    if [[ $(id -u) -ne 0 ]]; then
        command -v sudo >/dev/null || { echo "need root or sudo to install: ${missing[*]}" >&2; exit 1; }
        sudo=(sudo)
    fi
    export DEBIAN_FRONTEND=noninteractive
    "${sudo[@]}" apt-get update -qq
    "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

# Locales the locale tests switch to (decimal comma, Turkish dotless i).
ensure_locales() {
    local need=()
    locale -a 2>/dev/null | grep -qi '^de_DE.utf8$' || need+=("de_DE.UTF-8 UTF-8")
    locale -a 2>/dev/null | grep -qi '^tr_TR.utf8$' || need+=("tr_TR.UTF-8 UTF-8")
    ((${#need[@]} == 0)) && return
    [[ $(id -u) -eq 0 ]] || { echo "note: run as root to generate ${need[*]}; locale tests will use Qt's own locale data" >&2; return; }
    for l in "${need[@]}"; do grep -qxF "$l" /etc/locale.gen || echo "$l" >> /etc/locale.gen; done
    locale-gen >/dev/null
}

# configure_and_build DIR [CMAKE_ARGS…] [-- TARGET…]: without targets, everything (the tests too).
configure_and_build() {
    local dir="$1"; shift
    local args=() targets=()
    while (($#)); do
        if [[ $1 == -- ]]; then shift; targets=("$@"); break; fi
        args+=("$1"); shift
    done
    log "configuring $dir"
    cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo "${args[@]}" >/dev/null
    log "building $dir${targets:+ (${targets[*]})}"
    cmake --build "$dir" --parallel "$JOBS" ${targets:+--target "${targets[@]}"}
}

headless_env() {
    export QT_QPA_PLATFORM=offscreen
    export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-$(mktemp -d)}"
    chmod 700 "$XDG_RUNTIME_DIR"
}

case "$verb" in
run)
    install_missing "${RUN_PACKAGES[@]}"
    # Only what opens: the app and the CLI (./atlas.sh test and build build everything).
    configure_and_build "$BUILD_DIR" "${MAIN_FLAGS[@]}" -DCOMPUTE_ATLAS_TESTS=OFF \
        -DCOMPUTE_ATLAS_BENCHMARKS=OFF -- compute-atlas compute-atlas-cli
    if [[ -z "${DISPLAY:-}" && -z "${WAYLAND_DISPLAY:-}" ]]; then
        cat <<TEXT

No display found, so the window cannot open here. Headless options:
  xvfb-run -a $BUILD_DIR/app/compute-atlas            # a virtual X display
  QT_QPA_PLATFORM=offscreen $BUILD_DIR/app/compute-atlas --view map --screenshot map.png
  QT_QPA_PLATFORM=offscreen $BUILD_DIR/app/compute-atlas --export-pdf report.pdf --scenario resources/scenarios/case-a.yaml
  $BUILD_DIR/cli/compute-atlas-cli estimate --model llama-3.1-8b --gpu nvidia-rtx-4090
TEXT
        exit 0
    fi
    exec "$BUILD_DIR/app/compute-atlas"
    ;;
build)
    install_missing "${RUN_PACKAGES[@]}" "${TEST_PACKAGES[@]}"
    configure_and_build "$BUILD_DIR" "${MAIN_FLAGS[@]}" -DCOMPUTE_ATLAS_TESTS=ON -DCOMPUTE_ATLAS_BENCHMARKS=ON
    ;;
test)
    start=$SECONDS
    install_missing "${RUN_PACKAGES[@]}" "${TEST_PACKAGES[@]}"
    ensure_locales
    headless_env
    # 1. The full build with the GUI, every test.
    configure_and_build "$BUILD_DIR" "${MAIN_FLAGS[@]}" -DCOMPUTE_ATLAS_TESTS=ON -DCOMPUTE_ATLAS_BENCHMARKS=ON
    log "running the test suite"
    ctest --test-dir "$BUILD_DIR" --output-on-failure --parallel "$JOBS"
    # 2. The core proves it needs no GUI module: core, CLI and their tests without Widgets.
    configure_and_build "$BUILD_DIR-nogui" -DCOMPUTE_ATLAS_GUI=OFF -DCOMPUTE_ATLAS_BENCHMARKS=OFF
    ctest --test-dir "$BUILD_DIR-nogui" --output-on-failure --parallel "$JOBS"
    # 3. Formatting.
    log "checking formatting"
    cmake --build "$BUILD_DIR" --target format-check
    # 4. The whole suite again under AddressSanitizer + UndefinedBehaviorSanitizer.
    configure_and_build "$BUILD_DIR-asan" -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG="-O1 -g" \
        -DCOMPUTE_ATLAS_SANITIZE=ON -DCOMPUTE_ATLAS_BENCHMARKS=OFF
    log "running the test suite under ASan + UBSan"
    ASAN_OPTIONS="detect_leaks=1:abort_on_error=1:strict_string_checks=1:detect_stack_use_after_return=1" \
    LSAN_OPTIONS="suppressions=$PWD/tools/lsan.supp:print_suppressions=0" \
    UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1" \
        ctest --test-dir "$BUILD_DIR-asan" --output-on-failure --parallel "$JOBS" --timeout 600
    # 5. Fuzzing: each libFuzzer target (clang) for a bounded time, from the checked-in corpus,
    #    with a dictionary of the format's keys and syntax (tests/fuzz/*.dict).
    log "building the fuzz targets (clang)"
    CC=clang CXX=clang++ cmake -S . -B "$BUILD_DIR-fuzz" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DCOMPUTE_ATLAS_FUZZ=ON -DCOMPUTE_ATLAS_GUI=OFF -DCOMPUTE_ATLAS_BENCHMARKS=OFF >/dev/null
    cmake --build "$BUILD_DIR-fuzz" --parallel "$JOBS" --target fuzz_catalog fuzz_scenario fuzz_hfconfig fuzz_calibration fuzz_quotes
    fuzz_seconds="${FUZZ_SECONDS:-60}"
    for target in catalog scenario hfconfig calibration quotes; do
        ((fuzz_seconds > 0)) || break # libFuzzer reads 0 as "no limit"
        log "fuzzing $target for $fuzz_seconds s"
        work="$BUILD_DIR-fuzz/corpus-$target"
        artifacts="$BUILD_DIR-fuzz/artifacts-$target"
        fuzzlog="$BUILD_DIR-fuzz/fuzz-$target.log"
        rm -rf "$work" "$artifacts" && mkdir -p "$work" "$artifacts"
        cp tests/fuzz/corpus/"$target"/* "$work"/
        if ! UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1" \
            "$BUILD_DIR-fuzz"/tests/fuzz/fuzz_"$target" -max_total_time="$fuzz_seconds" \
            -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$artifacts/" \
            -dict="tests/fuzz/$target.dict" \
            "$work" >"$fuzzlog" 2>&1; then
            grep -v '^#[0-9]' "$fuzzlog" | tail -n 60
            echo "fuzz_$target failed; the input is in $artifacts/ (crash-*, timeout-* or oom-*):" >&2
            echo "fix the cause and add the input to tests/fuzz/corpus/$target/ as a regression" >&2
            exit 1
        fi
        tail -n 5 "$fuzzlog"
    done
    log "all checks passed in $((SECONDS - start)) s"
    ;;
bench)
    # Figures are for optimised code: a Release build of its own.
    install_missing "${RUN_PACKAGES[@]}"
    configure_and_build "$BUILD_DIR-release" -DCMAKE_BUILD_TYPE=Release -DCOMPUTE_ATLAS_TESTS=OFF \
        -- bench_engine bench_gui
    headless_env
    for b in "$BUILD_DIR-release"/benchmarks/bench_*; do [[ -f "$b" && -x "$b" ]] && "$b"; done
    ;;
clean)
    rm -rf "$BUILD_DIR" "$BUILD_DIR-nogui" "$BUILD_DIR-asan" "$BUILD_DIR-fuzz" "$BUILD_DIR-release"
    ;;
*)
    echo "usage: $0 [run|test|build|bench|clean]" >&2
    exit 2
    ;;
esac
