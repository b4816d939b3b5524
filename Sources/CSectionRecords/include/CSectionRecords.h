#ifndef LIFECYCLE_LAB_CSECTIONRECORDS_H
#define LIFECYCLE_LAB_CSECTIONRECORDS_H

#include <stddef.h>

/// Where the records that `#Preview` expansions place in the `lifecycle_previews` section of this
/// executable begin, and how many bytes they take; both 0 when no preview was declared. The linker
/// marks the bounds of a section whose name is a C identifier; Swift cannot name those symbols.
const void *lab_preview_records_start(void);
size_t lab_preview_records_size(void);

#endif
