#pragma once
// Message encryption for Web Push (RFC 8291) with the "aes128gcm" content
// coding (RFC 8188): a push message's body is readable only by the browser
// that subscribed, never by the push service that relays it. Each message
// has its own ephemeral P-256 key and salt; the body is
//   salt (16) || rs (4, big-endian) || idlen (1) = 65 || ephemeral public key (65)
//   || one record: AES-128-GCM(plaintext || 0x02)
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "server/push/result.hpp"

namespace kangaroom::server::push {

inline constexpr std::size_t kPushSaltBytes = 16;
inline constexpr std::size_t kPushAuthSecretBytes = 16;
// The "rs" written: one record of up to 4096 bytes (ciphertext and tag).
inline constexpr std::uint32_t kPushRecordSize = 4096;
// salt + rs + idlen + keyid (RFC 8291 section 4).
inline constexpr std::size_t kPushHeaderBytes = 16 + 4 + 1 + 65;
// The padding delimiter and AES-GCM's 16-byte tag.
inline constexpr std::size_t kPushRecordOverheadBytes = 1 + 16;
// A push service need not take more than 4096 bytes of body (RFC 8030
// section 7.2), which leaves 3993 bytes of plaintext (RFC 8291 section 4).
inline constexpr std::size_t kMaxPushBodyBytes = 4096;
inline constexpr std::size_t kMaxPushPlaintextBytes =
    kMaxPushBodyBytes - kPushHeaderBytes - kPushRecordOverheadBytes;

// A subscription's keys as the browser hands them over
// (PushSubscription.toJSON().keys): base64url text.
struct SubscriptionKeys {
  std::string p256dh;  // the user agent's public key, a 65-byte uncompressed P-256 point
  std::string auth;    // the 16-byte authentication secret
};

// The encrypted body for `plaintext`, or why the keys or the plaintext
// cannot be used (keys that do not decode, a point off the curve, a
// plaintext over kMaxPushPlaintextBytes).
Result<Bytes> encrypt_push_payload(const SubscriptionKeys& subscription,
                                   std::string_view plaintext);

// The same with the sender's ephemeral private key (32 bytes) and the salt
// (16 bytes) given instead of drawn at random: only so that tests can
// reproduce RFC 8291 Appendix A. Reusing either for two messages breaks the
// encryption.
struct FixedEncryptionSecrets {
  Bytes ephemeral_private_key;
  Bytes salt;
};
Result<Bytes> encrypt_push_payload_with_fixed_secrets(const SubscriptionKeys& subscription,
                                                      std::string_view plaintext,
                                                      const FixedEncryptionSecrets& secrets);

// The user agent's side, for tests and the push-service stand-in.
struct UserAgentKeys {
  Bytes private_key;  // 32-byte scalar
  Bytes public_key;   // 65-byte point: p256dh
  Bytes auth_secret;  // 16 bytes: auth
};
Result<UserAgentKeys> generate_user_agent_keys();
// The subscription a browser holding `keys` would hand over.
SubscriptionKeys subscription_keys_of(const UserAgentKeys& keys);

// Decrypts a body as a user agent does (RFC 8291 section 3.4, RFC 8188
// section 2): refuses a body that is not exactly one record, whose keyid is
// not a 65-byte P-256 point, whose tag does not verify, or whose padding has
// no final-record delimiter.
Result<std::string> decrypt_push_payload(std::span<const std::uint8_t> body,
                                         std::span<const std::uint8_t> user_agent_private_key,
                                         std::span<const std::uint8_t> auth_secret);

}  // namespace kangaroom::server::push
