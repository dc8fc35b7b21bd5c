#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

#include <stdint.h>

/// Starts counting heap allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc,
/// memalign) on every thread, from zero.
void allocation_counter_start(void);

/// Stops counting and returns the number of allocations since allocation_counter_start().
uint64_t allocation_counter_stop(void);

#endif
