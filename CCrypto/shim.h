#ifndef CCRYPTO_SHIM_H
#define CCRYPTO_SHIM_H

// The SHA-256 functions (`SHA256_Init`, `SHA256_Update`, `SHA256_Final`) are marked deprecated
// since OpenSSL 3.0 in favour of EVP; LayoutHashing uses them on purpose (a digest without an
// allocated context), so their deprecation attributes are left out.
#define OPENSSL_SUPPRESS_DEPRECATED 1

#include <openssl/evp.h>
#include <openssl/sha.h>

#endif
