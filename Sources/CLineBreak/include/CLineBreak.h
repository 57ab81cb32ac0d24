#ifndef CLINEBREAK_H
#define CLINEBREAK_H

#include <stdint.h>

/// A UAX #14 line break iterator (ICU's). Not thread-safe: one per thread.
///
/// ICU's C API renames every symbol by version through macros (ubrk_open is ubrk_open_72),
/// which Swift's importer does not follow; this small C target calls ICU for Swift.
typedef struct CLineBreaker CLineBreaker;

/// A new line breaker for the root locale, or NULL when ICU fails (its error name is written
/// to `error`, at most `capacity` bytes with the terminating NUL).
CLineBreaker *clinebreak_open(char *error, int32_t capacity);

/// Frees a line breaker (NULL is ignored).
void clinebreak_close(CLineBreaker *breaker);

/// Writes the UTF-16 offsets (strictly between 0 and `length`) at which a line may start in
/// `text`, in increasing order, at most `capacity` of them; returns how many there are (which
/// may exceed `capacity`), or -1 when ICU fails.
int32_t clinebreak_opportunities(CLineBreaker *breaker, const uint16_t *text, int32_t length,
                                 int32_t *offsets, int32_t capacity);

/// The Unicode version of ICU's data ("15.0"), for messages.
const char *clinebreak_unicode_version(void);

#endif
