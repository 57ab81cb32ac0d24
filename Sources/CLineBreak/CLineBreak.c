#include "CLineBreak.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/uversion.h>

struct CLineBreaker {
    UBreakIterator *iterator;
};

CLineBreaker *clinebreak_open(char *error, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(UBRK_LINE, "", NULL, 0, &status);
    if (U_FAILURE(status) || iterator == NULL) {
        if (error != NULL && capacity > 0) {
            snprintf(error, (size_t)capacity, "%s", u_errorName(status));
        }
        return NULL;
    }
    CLineBreaker *breaker = malloc(sizeof(CLineBreaker));
    if (breaker == NULL) {
        ubrk_close(iterator);
        if (error != NULL && capacity > 0) {
            snprintf(error, (size_t)capacity, "out of memory");
        }
        return NULL;
    }
    breaker->iterator = iterator;
    return breaker;
}

void clinebreak_close(CLineBreaker *breaker) {
    if (breaker == NULL) {
        return;
    }
    ubrk_close(breaker->iterator);
    free(breaker);
}

int32_t clinebreak_opportunities(CLineBreaker *breaker, const uint16_t *text, int32_t length,
                                 int32_t *offsets, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText(breaker->iterator, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) {
        return -1;
    }
    int32_t count = 0;
    for (int32_t offset = ubrk_following(breaker->iterator, 0);
         offset != UBRK_DONE && offset < length;
         offset = ubrk_next(breaker->iterator)) {
        if (count < capacity) {
            offsets[count] = offset;
        }
        count += 1;
    }
    // Forget the text: the caller's buffer may go away.
    ubrk_setText(breaker->iterator, NULL, 0, &status);
    return count;
}

const char *clinebreak_unicode_version(void) {
    return U_UNICODE_VERSION;
}
