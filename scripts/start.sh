#!/bin/sh
# `npm start`: the server's process with the memory settings it runs best with, then
# scripts/start.mjs (build when stale, then serve). `exec` replaces this shell: one process.
# Each is read only when a process starts, so it is set here and not in the server's code; an
# operator's own value wins.
#
# glibc's malloc raises its mmap threshold each time a large block is freed (up to 32 MB), after
# which blocks of up to that size come from its arenas and stay with the process when freed: the
# WebAssembly database's start-up, compression and V8's background threads left 40-55 MB more
# resident after start and 80-110 MB more under page load (decision 064, docs/benchmarks.md).
# A fixed threshold keeps large blocks in their own mappings, returned to the system when freed.
# Just above 1 MB, with a trim threshold of 4 MB: a page's brotli encoder (a 1 MB hash table) is
# then taken from the heap and given back to it, instead of being mapped, faulted in page by page
# and unmapped again for every page sent: 2-6 ms of CPU per page at 1 MB (decision 071).
# Other C libraries ignore both.
: "${MALLOC_MMAP_THRESHOLD_:=1310720}"
export MALLOC_MMAP_THRESHOLD_
: "${MALLOC_TRIM_THRESHOLD_:=4194304}"
export MALLOC_TRIM_THRESHOLD_
# V8 lets its old generation grow up to 4 times what survived the last full collection when its
# heap limit is the machine's default (~4 GB on a 24 GB host), and between 1.3 and 2 times under a
# smaller limit: 1 GB holds the server's live heap several times over (60-210 MB, demo data to
# 100,000 listings) and keeps the page bench's peak ~250 MB lower; it costs ~10 % more CPU per
# page rendered without the page cache, none measurable with it (decision 065). An operator who
# sets NODE_OPTIONS sets Node's options, this one included.
: "${NODE_OPTIONS:=--max-old-space-size=1024}"
export NODE_OPTIONS
exec node "$(dirname "$0")/start.mjs" "$@"
