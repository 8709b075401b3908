// The VAPID key: a P-256 key whose public half is served as 65 bytes of
// base64url, kept across restarts in a 0600 PEM file that is refused when
// others may read it, and never replaced once written.
#include "server/push/vapid_key.hpp"

#include <doctest/doctest.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <sys/stat.h>

#include <cstring>
#include <fstream>
#include <sstream>

#include "../support/temp_dir.hpp"
#include "server/push/base64url.hpp"
#include "server/push/p256.hpp"

using namespace kangaroom::server::push;
using kangaroom::testing::TempDir;

namespace {

VapidKey new_key() {
  auto key = VapidKey::generate();
  REQUIRE_MESSAGE(key, key.error());
  return std::move(key).value();
}

unsigned file_mode(const std::filesystem::path& path) {
  struct stat status {};
  REQUIRE(::stat(path.c_str(), &status) == 0);
  return status.st_mode & 07777;
}

void write_file(const std::filesystem::path& path, const std::string& text, unsigned mode) {
  { std::ofstream(path) << text; }
  REQUIRE(::chmod(path.c_str(), mode) == 0);
}

// PEM text of a key that is not a P-256 key.
std::string pem_of(const EVP_PKEY* key, const EVP_CIPHER* cipher = nullptr,
                   const char* pass_phrase = nullptr) {
  BIO* bio = BIO_new(BIO_s_mem());
  const int pass_length = pass_phrase ? static_cast<int>(std::strlen(pass_phrase)) : 0;
  REQUIRE(PEM_write_bio_PKCS8PrivateKey(bio, key, cipher, pass_phrase, pass_length, nullptr,
                                        nullptr) == 1);
  char* data = nullptr;
  const long length = BIO_get_mem_data(bio, &data);
  std::string text(data, static_cast<std::size_t>(length));
  BIO_free(bio);
  return text;
}

}  // namespace

TEST_CASE("the public key is the 65-byte uncompressed point, 87 characters of base64url") {
  const VapidKey key = new_key();
  REQUIRE(key.public_key().size() == 65);
  CHECK(key.public_key()[0] == 0x04);
  CHECK(key.public_key_base64url().size() == 87);
  CHECK(key.public_key_base64url().front() == 'B');  // 0x04 in the first six bits
  const auto decoded = base64url_decode(key.public_key_base64url());
  REQUIRE(decoded);
  CHECK(*decoded == Bytes(key.public_key().begin(), key.public_key().end()));
  // Two keys are two keys.
  CHECK(new_key().public_key_base64url() != key.public_key_base64url());
}

TEST_CASE("a saved key loads back as the same key, from a file with mode 0600") {
  TempDir folder;
  const std::filesystem::path path = folder.path + "/vapid.pem";
  const VapidKey key = new_key();
  const Status saved = key.save_file(path);
  REQUIRE_MESSAGE(saved, saved.error());
  CHECK(file_mode(path) == 0600);
  std::stringstream contents;
  contents << std::ifstream(path).rdbuf();
  CHECK(contents.str().starts_with("-----BEGIN PRIVATE KEY-----\n"));
  // No temporary file is left beside it.
  CHECK(std::distance(std::filesystem::directory_iterator(folder.path),
                      std::filesystem::directory_iterator()) == 1);

  const auto loaded = VapidKey::load_file(path);
  REQUIRE_MESSAGE(loaded, loaded.error());
  CHECK(loaded.value().public_key_base64url() == key.public_key_base64url());
  // The loaded key signs what the saved key's public half verifies.
  const auto signature = loaded.value().sign("a message");
  REQUIRE(signature);
  CHECK(es256_verify(key.evp_key(), as_bytes_span("a message"), signature.value()));
}

TEST_CASE("saving never replaces an existing key file") {
  TempDir folder;
  const std::filesystem::path path = folder.path + "/vapid.pem";
  const VapidKey first = new_key();
  REQUIRE(first.save_file(path));
  const Status second = new_key().save_file(path);
  CHECK_FALSE(second);
  CHECK(second.error().find("File exists") != std::string::npos);
  CHECK(VapidKey::load_file(path).value().public_key_base64url() == first.public_key_base64url());
}

TEST_CASE("load_or_create_file creates the key once and then keeps it") {
  TempDir folder;
  const std::filesystem::path path = folder.path + "/vapid.pem";
  const auto created = VapidKey::load_or_create_file(path);
  REQUIRE_MESSAGE(created, created.error());
  CHECK(file_mode(path) == 0600);
  const auto again = VapidKey::load_or_create_file(path);
  REQUIRE_MESSAGE(again, again.error());
  CHECK(again.value().public_key_base64url() == created.value().public_key_base64url());
  // A folder that does not exist is an error, not an exception.
  CHECK_FALSE(VapidKey::load_or_create_file(folder.path + "/missing/vapid.pem"));
}

TEST_CASE("a key file that group or others may read or write is refused") {
  TempDir folder;
  const std::filesystem::path path = folder.path + "/vapid.pem";
  const std::string pem = new_key().private_key_pem();
  for (const unsigned mode : {0644u, 0640u, 0604u, 0620u, 0602u}) {
    CAPTURE(mode);
    write_file(path, pem, mode);
    const auto loaded = VapidKey::load_file(path);
    REQUIRE_FALSE(loaded);
    CHECK(loaded.error().find("chmod 600") != std::string::npos);
  }
  write_file(path, pem, 0400);
  CHECK(VapidKey::load_file(path));
}

TEST_CASE("what is not an unencrypted P-256 private key is refused") {
  TempDir folder;
  const std::filesystem::path path = folder.path + "/vapid.pem";
  CHECK_FALSE(VapidKey::load_file(folder.path + "/absent.pem"));
  CHECK_FALSE(VapidKey::load_file(folder.path));  // a folder
  write_file(path, "not a key\n", 0600);
  CHECK_FALSE(VapidKey::load_file(path));
  CHECK_FALSE(VapidKey::from_pem(""));

  EVP_PKEY* p384 = EVP_PKEY_Q_keygen(nullptr, nullptr, "EC", "P-384");
  EVP_PKEY* ed25519 = EVP_PKEY_Q_keygen(nullptr, nullptr, "ED25519");
  REQUIRE(p384);
  REQUIRE(ed25519);
  const auto wrong_curve = VapidKey::from_pem(pem_of(p384));
  CHECK_FALSE(wrong_curve);
  CHECK(wrong_curve.error().find("P-256") != std::string::npos);
  CHECK_FALSE(VapidKey::from_pem(pem_of(ed25519)));
  EVP_PKEY_free(p384);
  EVP_PKEY_free(ed25519);

  // An encrypted key fails at once instead of asking for a pass phrase.
  const VapidKey key = new_key();
  const auto encrypted = VapidKey::from_pem(pem_of(key.evp_key(), EVP_aes_128_cbc(), "pw"));
  CHECK_FALSE(encrypted);
}

TEST_CASE("a SEC 1 'EC PRIVATE KEY' PEM, as openssl ecparam writes it, is accepted") {
  const VapidKey key = new_key();
  BIO* bio = BIO_new(BIO_s_mem());
  // The traditional format: PEM_write_bio_PrivateKey_traditional.
  REQUIRE(PEM_write_bio_PrivateKey_traditional(bio, key.evp_key(), nullptr, nullptr, 0, nullptr,
                                               nullptr) == 1);
  char* data = nullptr;
  const long length = BIO_get_mem_data(bio, &data);
  const std::string pem(data, static_cast<std::size_t>(length));
  BIO_free(bio);
  CHECK(pem.starts_with("-----BEGIN EC PRIVATE KEY-----"));
  const auto loaded = VapidKey::from_pem(pem);
  REQUIRE_MESSAGE(loaded, loaded.error());
  CHECK(loaded.value().public_key_base64url() == key.public_key_base64url());
}

TEST_CASE("a key from its private scalar: RFC 8291 Appendix A's application server key") {
  const auto scalar = base64url_decode("yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw");
  REQUIRE(scalar);
  const auto key = VapidKey::from_private_scalar(*scalar);
  REQUIRE_MESSAGE(key, key.error());
  CHECK(key.value().public_key_base64url() ==
        "BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8");
  CHECK_FALSE(VapidKey::from_private_scalar(Bytes(32, 0)));     // zero is no key
  CHECK_FALSE(VapidKey::from_private_scalar(Bytes(32, 0xff)));  // above the group order
  CHECK_FALSE(VapidKey::from_private_scalar(Bytes(31, 1)));
}
