#ifndef LIFECYCLE_LAB_HEAP_PROBE_H
#define LIFECYCLE_LAB_HEAP_PROBE_H

#include <stddef.h>

/// Bytes the process's heap has handed out and not taken back (glibc's mallinfo2().uordblks).
size_t heap_probe_live_bytes(void);

#endif
