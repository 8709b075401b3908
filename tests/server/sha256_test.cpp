// SHA-256 (libsodium's crypto_hash_sha256 behind sha256_hex) against the
// published FIPS 180 examples ("abc", the empty string, the 448-bit message)
// and the padding boundaries (55, 56 and 64 bytes change how many blocks the
// tail takes). Token hashes stored by the hand-written implementation that
// libsodium replaced were checked against the same vectors, so they still match.
#include "server/util/sha256.hpp"

#include <doctest/doctest.h>

#include <string>

using kangaroom::server::sha256_hex;

TEST_CASE("sha256: the standard's examples") {
  CHECK(sha256_hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  CHECK(sha256_hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  CHECK(sha256_hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq") ==
        "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
}

TEST_CASE("sha256: messages around the block boundaries") {
  CHECK(sha256_hex(std::string(55, 'a')) ==
        "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318");
  CHECK(sha256_hex(std::string(56, 'a')) ==
        "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a");
  CHECK(sha256_hex(std::string(64, 'a')) ==
        "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb");
  CHECK(sha256_hex(std::string(1000, 'a')) ==
        "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3");
}
