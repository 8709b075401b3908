#pragma once
// The server's VAPID key pair (RFC 8292): one P-256 key that signs every
// push request's JWT. Browsers bind a subscription to its public key, so the
// key must outlive restarts: it lives in a file, as a PKCS#8 PEM private key
// that only the server's user may read.
#include <filesystem>
#include <span>
#include <string>
#include <string_view>

#include "server/push/p256.hpp"
#include "server/push/result.hpp"

namespace kangaroom::server::push {

class VapidKey {
 public:
  static Result<VapidKey> generate();
  // From PEM text (PKCS#8 "PRIVATE KEY" or SEC 1 "EC PRIVATE KEY"); refuses
  // encrypted keys and keys of any other curve or algorithm.
  static Result<VapidKey> from_pem(std::string_view pem);
  // Refuses a file that its group or others may read or write (mode & 077),
  // as ssh does with its keys, so a leaked mode is fixed rather than used.
  static Result<VapidKey> load_file(const std::filesystem::path& path);
  // The key in `path`, or a new one written there if the file does not exist.
  static Result<VapidKey> load_or_create_file(const std::filesystem::path& path);
  // A key from its private scalar (32 bytes); for tests and tools.
  static Result<VapidKey> from_private_scalar(std::span<const std::uint8_t> scalar);

  // Writes the key to `path` with mode 0600. Never replaces an existing file
  // (a second server starting at the same time keeps the first one's key):
  // the key goes to a temporary file in the same folder, which is then linked
  // to `path` in one step.
  Status save_file(const std::filesystem::path& path) const;

  // The PKCS#8 PEM of the private key.
  std::string private_key_pem() const;

  // The 65-byte uncompressed public point, and as base64url without padding:
  // the applicationServerKey browsers subscribe with and the k= parameter of
  // the Authorization header (RFC 8292 section 3.2).
  std::span<const std::uint8_t> public_key() const { return public_key_; }
  const std::string& public_key_base64url() const { return public_key_base64url_; }

  // ES256 over `message` (raw R || S, 64 bytes).
  Result<Bytes> sign(std::string_view message) const;

  const EVP_PKEY* evp_key() const { return key_.get(); }

 private:
  static Result<VapidKey> from_evp_key(EvpPkey key);
  VapidKey() = default;

  EvpPkey key_;
  Bytes public_key_;
  std::string public_key_base64url_;
};

}  // namespace kangaroom::server::push
