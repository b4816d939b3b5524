#include "heap_probe.h"
#include <malloc.h>

size_t heap_probe_live_bytes(void) {
    return mallinfo2().uordblks;
}
