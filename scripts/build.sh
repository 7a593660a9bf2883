#!/bin/sh
# `npm run build`: the site (React Router's build: client, server,
# prerendering), then scripts/postbuild.ts.
#
# Memory: the bundler (Rolldown, native code with its own allocator,
# mimalloc) kept freed memory committed, and glibc gave each of Node's
# threads its own heap, so the build peaked at about 0.95 GB, too close to
# a 1 GB VPS. Returning freed memory to the system at once, committing the
# bundler's arenas as they are used and two glibc heaps bring the peak to
# about 0.65 GB (docs/measurements.md) in the same time, with the same
# output: they change where memory comes from, not what is built. A value
# already set in the environment wins.
set -eu

export MIMALLOC_PURGE_DELAY="${MIMALLOC_PURGE_DELAY:-0}"
export MIMALLOC_ARENA_EAGER_COMMIT="${MIMALLOC_ARENA_EAGER_COMMIT:-0}"
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"

# The site is built for production whatever the shell says: a NODE_ENV
# left by a test runner or a shell profile would otherwise put React's
# development code into the pages.
export NODE_ENV=production

react-router build
exec tsx scripts/postbuild.ts
