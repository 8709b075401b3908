#include "server/push/payload_encryption.hpp"

#include <openssl/core_names.h>
#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/kdf.h>
#include <openssl/rand.h>

#include <algorithm>
#include <array>
#include <memory>

#include "server/push/base64url.hpp"
#include "server/push/p256.hpp"

namespace kangaroom::server::push {

namespace {

constexpr std::size_t kContentKeyBytes = 16;  // AES-128
constexpr std::size_t kNonceBytes = 12;
constexpr std::size_t kTagBytes = 16;
constexpr std::size_t kKeyIdLengthOffset = kPushSaltBytes + 4;
// RFC 8188 section 2: the last record's padding starts with 2.
constexpr std::uint8_t kLastRecordDelimiter = 0x02;
// RFC 8188 section 2.1: a record must hold the tag, the delimiter and a byte.
constexpr std::uint32_t kMinRecordSize = 18;

// Holds key material and wipes it when done.
class SecretBytes {
 public:
  explicit SecretBytes(std::size_t size) : bytes_(size) {}
  SecretBytes(const SecretBytes&) = delete;
  SecretBytes& operator=(const SecretBytes&) = delete;
  ~SecretBytes() { OPENSSL_cleanse(bytes_.data(), bytes_.size()); }
  std::uint8_t* data() { return bytes_.data(); }
  const std::uint8_t* data() const { return bytes_.data(); }
  std::size_t size() const { return bytes_.size(); }
  std::span<const std::uint8_t> view() const { return bytes_; }

 private:
  Bytes bytes_;
};

struct KdfCtxFree {
  void operator()(EVP_KDF_CTX* context) const { EVP_KDF_CTX_free(context); }
};
struct CipherCtxFree {
  void operator()(EVP_CIPHER_CTX* context) const { EVP_CIPHER_CTX_free(context); }
};
using CipherCtx = std::unique_ptr<EVP_CIPHER_CTX, CipherCtxFree>;

// HKDF-SHA256 (RFC 5869), extract then expand, into `out`.
bool hkdf_sha256(std::span<const std::uint8_t> salt, std::span<const std::uint8_t> input_key,
                 std::span<const std::uint8_t> info, std::span<std::uint8_t> out) {
  EVP_KDF* kdf = EVP_KDF_fetch(nullptr, "HKDF", nullptr);
  std::unique_ptr<EVP_KDF_CTX, KdfCtxFree> context(kdf != nullptr ? EVP_KDF_CTX_new(kdf) : nullptr);
  EVP_KDF_free(kdf);
  if (!context) return false;
  char digest[] = "SHA256";
  // OSSL_PARAM wants non-const pointers; HKDF only reads them.
  auto octets = [](const char* name, std::span<const std::uint8_t> bytes) {
    return OSSL_PARAM_construct_octet_string(name, const_cast<std::uint8_t*>(bytes.data()),
                                             bytes.size());
  };
  const OSSL_PARAM params[] = {OSSL_PARAM_construct_utf8_string(OSSL_KDF_PARAM_DIGEST, digest, 0),
                               octets(OSSL_KDF_PARAM_KEY, input_key),
                               octets(OSSL_KDF_PARAM_SALT, salt), octets(OSSL_KDF_PARAM_INFO, info),
                               OSSL_PARAM_construct_end()};
  return EVP_KDF_derive(context.get(), out.data(), out.size(), params) == 1;
}

template <std::size_t N>
std::span<const std::uint8_t> info_bytes(const char (&text)[N]) {
  // The info strings end in a zero byte (RFC 8291 section 3.4, RFC 8188
  // section 2.2): the literal's terminating NUL is part of them.
  return {reinterpret_cast<const std::uint8_t*>(text), N};
}

struct ContentKeys {
  ContentKeys() : content_key(kContentKeyBytes), nonce(kNonceBytes) {}
  SecretBytes content_key;
  SecretBytes nonce;
};

// RFC 8291 section 3.4 (with RFC 8188 section 2.2 and 2.3 for the last two):
//   PRK_key = HKDF-Extract(auth_secret, ecdh_secret)
//   IKM     = HKDF-Expand(PRK_key, "WebPush: info" || 0x00 || ua_public || as_public, 32)
//   PRK     = HKDF-Extract(salt, IKM)
//   CEK     = HKDF-Expand(PRK, "Content-Encoding: aes128gcm" || 0x00, 16)
//   NONCE   = HKDF-Expand(PRK, "Content-Encoding: nonce" || 0x00, 12)
// The nonce is the first record's (sequence number 0: XOR with zero).
bool derive_content_keys(std::span<const std::uint8_t> ecdh_secret,
                         std::span<const std::uint8_t> auth_secret,
                         std::span<const std::uint8_t> user_agent_public,
                         std::span<const std::uint8_t> application_server_public,
                         std::span<const std::uint8_t> salt, ContentKeys& keys) {
  const auto web_push_info = info_bytes("WebPush: info");
  Bytes key_info(web_push_info.begin(), web_push_info.end());
  key_info.insert(key_info.end(), user_agent_public.begin(), user_agent_public.end());
  key_info.insert(key_info.end(), application_server_public.begin(),
                  application_server_public.end());
  SecretBytes input_key(32);
  return hkdf_sha256(auth_secret, ecdh_secret, key_info, {input_key.data(), input_key.size()}) &&
         hkdf_sha256(salt, input_key.view(), info_bytes("Content-Encoding: aes128gcm"),
                     {keys.content_key.data(), keys.content_key.size()}) &&
         hkdf_sha256(salt, input_key.view(), info_bytes("Content-Encoding: nonce"),
                     {keys.nonce.data(), keys.nonce.size()});
}

Result<Bytes> encrypt_with_ephemeral_key(const SubscriptionKeys& subscription,
                                         std::string_view plaintext, const EVP_PKEY* ephemeral_key,
                                         std::span<const std::uint8_t> salt) {
  using R = Result<Bytes>;
  if (plaintext.size() > kMaxPushPlaintextBytes)
    return R::failure("the message has " + std::to_string(plaintext.size()) +
                      " bytes; a push message holds at most " +
                      std::to_string(kMaxPushPlaintextBytes));
  const auto user_agent_public = base64url_decode(subscription.p256dh);
  if (!user_agent_public) return R::failure("p256dh is not base64url");
  const auto user_agent_key = p256_key_from_public_point(*user_agent_public);
  if (!user_agent_key) return R::failure("p256dh is " + user_agent_key.error());
  const auto auth_secret = base64url_decode(subscription.auth);
  if (!auth_secret || auth_secret->size() != kPushAuthSecretBytes)
    return R::failure("auth is not 16 bytes of base64url");

  const auto application_server_public = p256_public_point(ephemeral_key);
  if (!application_server_public) return R::failure(application_server_public.error());
  auto ecdh_secret = p256_shared_secret(ephemeral_key, user_agent_key.value().get());
  if (!ecdh_secret) return R::failure(ecdh_secret.error());
  ContentKeys keys;
  const bool derived = derive_content_keys(ecdh_secret.value(), *auth_secret, *user_agent_public,
                                           application_server_public.value(), salt, keys);
  OPENSSL_cleanse(ecdh_secret.value().data(), ecdh_secret.value().size());
  if (!derived) return R::failure("key derivation failed (" + take_openssl_errors() + ")");

  // The header (RFC 8188 section 2.1), keyid = as_public (RFC 8291 section 4).
  Bytes body;
  body.reserve(kPushHeaderBytes + plaintext.size() + kPushRecordOverheadBytes);
  body.insert(body.end(), salt.begin(), salt.end());
  for (int shift = 24; shift >= 0; shift -= 8)
    body.push_back(static_cast<std::uint8_t>(kPushRecordSize >> shift));
  body.push_back(static_cast<std::uint8_t>(kP256PointBytes));
  body.insert(body.end(), application_server_public.value().begin(),
              application_server_public.value().end());

  // The single record: plaintext || 0x02, no further padding.
  Bytes record(plaintext.begin(), plaintext.end());
  record.push_back(kLastRecordDelimiter);
  CipherCtx cipher(EVP_CIPHER_CTX_new());
  const std::size_t ciphertext_at = body.size();
  body.resize(ciphertext_at + record.size() + kTagBytes);
  int written = 0;
  int final_written = 0;
  if (!cipher ||
      EVP_EncryptInit_ex2(cipher.get(), EVP_aes_128_gcm(), keys.content_key.data(),
                          keys.nonce.data(), nullptr) != 1 ||
      EVP_EncryptUpdate(cipher.get(), body.data() + ciphertext_at, &written, record.data(),
                        static_cast<int>(record.size())) != 1 ||
      EVP_EncryptFinal_ex(cipher.get(), body.data() + ciphertext_at + written, &final_written) !=
          1 ||
      static_cast<std::size_t>(written + final_written) != record.size() ||
      EVP_CIPHER_CTX_ctrl(cipher.get(), EVP_CTRL_AEAD_GET_TAG, static_cast<int>(kTagBytes),
                          body.data() + ciphertext_at + record.size()) != 1)
    return R::failure("AES-128-GCM failed (" + take_openssl_errors() + ")");
  OPENSSL_cleanse(record.data(), record.size());
  return R::success(std::move(body));
}

}  // namespace

Result<Bytes> encrypt_push_payload(const SubscriptionKeys& subscription,
                                   std::string_view plaintext) {
  auto ephemeral_key = generate_p256_key();
  if (!ephemeral_key) return Result<Bytes>::failure(ephemeral_key.error());
  std::array<std::uint8_t, kPushSaltBytes> salt{};
  if (RAND_bytes(salt.data(), static_cast<int>(salt.size())) != 1)
    return Result<Bytes>::failure("no randomness for the salt (" + take_openssl_errors() + ")");
  return encrypt_with_ephemeral_key(subscription, plaintext, ephemeral_key.value().get(), salt);
}

Result<Bytes> encrypt_push_payload_with_fixed_secrets(const SubscriptionKeys& subscription,
                                                      std::string_view plaintext,
                                                      const FixedEncryptionSecrets& secrets) {
  if (secrets.salt.size() != kPushSaltBytes) return Result<Bytes>::failure("the salt has 16 bytes");
  auto ephemeral_key = p256_key_from_private_scalar(secrets.ephemeral_private_key);
  if (!ephemeral_key) return Result<Bytes>::failure(ephemeral_key.error());
  return encrypt_with_ephemeral_key(subscription, plaintext, ephemeral_key.value().get(),
                                    secrets.salt);
}

Result<UserAgentKeys> generate_user_agent_keys() {
  using R = Result<UserAgentKeys>;
  auto key = generate_p256_key();
  if (!key) return R::failure(key.error());
  auto private_key = p256_private_scalar(key.value().get());
  auto public_key = p256_public_point(key.value().get());
  if (!private_key || !public_key)
    return R::failure(private_key ? public_key.error() : private_key.error());
  Bytes auth_secret(kPushAuthSecretBytes);
  if (RAND_bytes(auth_secret.data(), static_cast<int>(auth_secret.size())) != 1)
    return R::failure("no randomness for the auth secret (" + take_openssl_errors() + ")");
  return R::success(UserAgentKeys{std::move(private_key).value(), std::move(public_key).value(),
                                  std::move(auth_secret)});
}

SubscriptionKeys subscription_keys_of(const UserAgentKeys& keys) {
  return SubscriptionKeys{base64url_encode(keys.public_key), base64url_encode(keys.auth_secret)};
}

Result<std::string> decrypt_push_payload(std::span<const std::uint8_t> body,
                                         std::span<const std::uint8_t> user_agent_private_key,
                                         std::span<const std::uint8_t> auth_secret) {
  using R = Result<std::string>;
  if (auth_secret.size() != kPushAuthSecretBytes) return R::failure("auth is not 16 bytes");
  if (body.size() < kKeyIdLengthOffset + 1) return R::failure("the body is shorter than a header");
  const auto salt = body.subspan(0, kPushSaltBytes);
  const std::uint32_t record_size = (std::uint32_t{body[16]} << 24) |
                                    (std::uint32_t{body[17]} << 16) |
                                    (std::uint32_t{body[18]} << 8) | std::uint32_t{body[19]};
  const std::size_t key_id_length = body[kKeyIdLengthOffset];
  if (record_size < kMinRecordSize) return R::failure("rs is below 18 (RFC 8188 section 2.1)");
  if (key_id_length != kP256PointBytes)
    return R::failure("the keyid is not a 65-byte P-256 point (RFC 8291 section 4)");
  if (body.size() < kPushHeaderBytes + kTagBytes + 1)
    return R::failure("the body is too short for a record");
  const auto application_server_public = body.subspan(kKeyIdLengthOffset + 1, key_id_length);
  const auto record = body.subspan(kPushHeaderBytes);
  // RFC 8291 section 4: a push message is one record.
  if (record.size() > record_size) return R::failure("the body holds more than one record");

  const auto application_server_key = p256_key_from_public_point(application_server_public);
  if (!application_server_key) return R::failure("the keyid is " + application_server_key.error());
  auto own_key = p256_key_from_private_scalar(user_agent_private_key);
  if (!own_key) return R::failure(own_key.error());
  const auto user_agent_public = p256_public_point(own_key.value().get());
  if (!user_agent_public) return R::failure(user_agent_public.error());
  auto ecdh_secret =
      p256_shared_secret(own_key.value().get(), application_server_key.value().get());
  if (!ecdh_secret) return R::failure(ecdh_secret.error());
  ContentKeys keys;
  const bool derived =
      derive_content_keys(ecdh_secret.value(), auth_secret, user_agent_public.value(),
                          application_server_public, salt, keys);
  OPENSSL_cleanse(ecdh_secret.value().data(), ecdh_secret.value().size());
  if (!derived) return R::failure("key derivation failed (" + take_openssl_errors() + ")");

  const std::size_t ciphertext_size = record.size() - kTagBytes;
  std::string padded(ciphertext_size, '\0');
  auto* padded_bytes = reinterpret_cast<std::uint8_t*>(padded.data());
  CipherCtx cipher(EVP_CIPHER_CTX_new());
  int written = 0;
  int final_written = 0;
  const bool opened =
      cipher &&
      EVP_DecryptInit_ex2(cipher.get(), EVP_aes_128_gcm(), keys.content_key.data(),
                          keys.nonce.data(), nullptr) == 1 &&
      EVP_DecryptUpdate(cipher.get(), padded_bytes, &written, record.data(),
                        static_cast<int>(ciphertext_size)) == 1 &&
      EVP_CIPHER_CTX_ctrl(cipher.get(), EVP_CTRL_AEAD_SET_TAG, static_cast<int>(kTagBytes),
                          const_cast<std::uint8_t*>(record.data() + ciphertext_size)) == 1 &&
      EVP_DecryptFinal_ex(cipher.get(), padded_bytes + written, &final_written) == 1;
  take_openssl_errors();
  if (!opened) return R::failure("the record does not decrypt (wrong keys or altered body)");

  // Padding: the delimiter, then any number of zeros (RFC 8188 section 2).
  const std::size_t last_nonzero = padded.find_last_not_of('\0');
  if (last_nonzero == std::string::npos ||
      static_cast<std::uint8_t>(padded[last_nonzero]) != kLastRecordDelimiter)
    return R::failure("the record has no final-record padding delimiter");
  padded.resize(last_nonzero);
  return R::success(std::move(padded));
}

}  // namespace kangaroom::server::push
