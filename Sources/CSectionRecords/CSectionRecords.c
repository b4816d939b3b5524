#include "CSectionRecords.h"

// Weak: an executable without a single `#Preview` has no such section, and the linker then
// leaves both symbols null rather than failing.
extern const char __start_lifecycle_previews[] __attribute__((weak, visibility("hidden")));
extern const char __stop_lifecycle_previews[] __attribute__((weak, visibility("hidden")));

const void *lab_preview_records_start(void) {
    return __start_lifecycle_previews;
}

size_t lab_preview_records_size(void) {
    if (__start_lifecycle_previews == NULL || __stop_lifecycle_previews == NULL) return 0;
    return (size_t)(__stop_lifecycle_previews - __start_lifecycle_previews);
}
