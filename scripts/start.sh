#!/bin/sh
# `npm start`: the server's process with the C allocator settings it runs best with, then
# scripts/start.mjs (build when stale, then serve). `exec` replaces this shell: one process.
#
# glibc's malloc raises its mmap threshold each time a large block is freed (up to 32 MB), after
# which blocks of up to that size come from its arenas and stay with the process when freed: the
# WebAssembly database's start-up, compression and V8's background threads left 40-55 MB more
# resident after start and 80-110 MB more under page load (decision 064, docs/benchmarks.md).
# A fixed threshold keeps large blocks in their own mappings, returned to the system when freed.
# glibc reads it only when the process starts, so it is set here and not in the server's code;
# other C libraries ignore it. An operator's own value wins.
: "${MALLOC_MMAP_THRESHOLD_:=1048576}"
export MALLOC_MMAP_THRESHOLD_
exec node "$(dirname "$0")/start.mjs" "$@"
