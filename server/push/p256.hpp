#pragma once
// The P-256 (secp256r1) operations Web Push needs, on OpenSSL 3's EVP keys:
// VAPID signs with it (RFC 8292 section 2: ES256), message encryption agrees
// keys with it (RFC 8291 section 3.1: ECDH). Points travel as the 65-byte
// uncompressed form (X9.62: 0x04 || X || Y), scalars as 32 big-endian bytes.
#include <openssl/types.h>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>

#include "server/push/result.hpp"

namespace kangaroom::server::push {

inline constexpr std::size_t kP256PointBytes = 65;
inline constexpr std::size_t kP256ScalarBytes = 32;
// ES256 signatures as JWS writes them (RFC 7518 section 3.4): R || S.
inline constexpr std::size_t kEs256SignatureBytes = 64;

struct EvpPkeyFree {
  void operator()(EVP_PKEY* key) const;
};
using EvpPkey = std::unique_ptr<EVP_PKEY, EvpPkeyFree>;

// A fresh key pair from OpenSSL's generator.
Result<EvpPkey> generate_p256_key();

// A key pair from its private scalar; the public point is computed from it.
// For tests that replay published examples, and for a user agent's stored key.
Result<EvpPkey> p256_key_from_private_scalar(std::span<const std::uint8_t> scalar);

// A public key from its uncompressed point. Refuses anything but 65 bytes
// starting with 0x04 that lie on the curve: a peer's point comes from the
// network, and an off-curve point would leak bits of our key to it.
Result<EvpPkey> p256_key_from_public_point(std::span<const std::uint8_t> point);

// True if `key` is an EC key on P-256.
bool is_p256_key(const EVP_PKEY* key);

// The key's public point, uncompressed (65 bytes).
Result<Bytes> p256_public_point(const EVP_PKEY* key);

// The key's private scalar (32 bytes); for tests.
Result<Bytes> p256_private_scalar(const EVP_PKEY* key);

// ECDH: the X coordinate of own * peer (32 bytes).
Result<Bytes> p256_shared_secret(const EVP_PKEY* own_key_pair, const EVP_PKEY* peer_public);

// ECDSA P-256 with SHA-256 over `message`, as raw R || S (64 bytes).
Result<Bytes> es256_sign(const EVP_PKEY* key_pair, std::span<const std::uint8_t> message);

// Checks a raw R || S signature over `message`.
bool es256_verify(const EVP_PKEY* public_key, std::span<const std::uint8_t> message,
                  std::span<const std::uint8_t> signature);

// OpenSSL's queued errors as one line (and the queue emptied), so a failure
// reports why without leaving stale errors for the next caller.
std::string take_openssl_errors();

inline std::span<const std::uint8_t> as_bytes_span(std::string_view text) {
  return {reinterpret_cast<const std::uint8_t*>(text.data()), text.size()};
}

}  // namespace kangaroom::server::push
