// Web Push message encryption (RFC 8291, aes128gcm of RFC 8188): RFC 8291's
// Appendix A example byte for byte, the layout of the body, the 3993-byte
// limit, decryption as a user agent does it, and refusals of malformed
// subscription keys and altered bodies.
#include "server/push/payload_encryption.hpp"

#include <doctest/doctest.h>

#include <string>

#include "server/push/base64url.hpp"

using namespace kangaroom::server::push;

namespace {

// RFC 8291 Appendix A (its line breaks removed).
constexpr std::string_view kRfcPlaintext = "When I grow up, I want to be a watermelon";
constexpr std::string_view kRfcAsPrivate = "yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw";
constexpr std::string_view kRfcAsPublic =
    "BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8";
constexpr std::string_view kRfcUaPrivate = "q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94";
constexpr std::string_view kRfcUaPublic =
    "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4";
constexpr std::string_view kRfcSalt = "DGv6ra1nlYgDCS1FRnbzlw";
constexpr std::string_view kRfcAuthSecret = "BTBZMqHH6r4Tts7J_aSIgg";
constexpr std::string_view kRfcBody =
    "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_"
    "c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6Tl"
    "zAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4"
    "a-fN";

Bytes decoded(std::string_view text) {
  auto bytes = base64url_decode(text);
  REQUIRE(bytes);
  return *bytes;
}

UserAgentKeys new_user_agent() {
  auto keys = generate_user_agent_keys();
  REQUIRE_MESSAGE(keys, keys.error());
  return std::move(keys).value();
}

std::string decrypted(const Bytes& body, const UserAgentKeys& keys) {
  const auto plaintext = decrypt_push_payload(body, keys.private_key, keys.auth_secret);
  REQUIRE_MESSAGE(plaintext, plaintext.error());
  return plaintext.value();
}

}  // namespace

TEST_CASE("RFC 8291 Appendix A: the example's keys and salt give its body byte for byte") {
  const SubscriptionKeys subscription{std::string(kRfcUaPublic), std::string(kRfcAuthSecret)};
  const FixedEncryptionSecrets secrets{decoded(kRfcAsPrivate), decoded(kRfcSalt)};
  const auto body = encrypt_push_payload_with_fixed_secrets(subscription, kRfcPlaintext, secrets);
  REQUIRE_MESSAGE(body, body.error());
  CHECK(base64url_encode(body.value()) == kRfcBody);
  // The keyid is the application server's public key (RFC 8291 section 4).
  CHECK(Bytes(body.value().begin() + 21, body.value().begin() + 86) == decoded(kRfcAsPublic));
}

TEST_CASE("RFC 8291 Appendix A: the user agent's key decrypts the example's body") {
  const auto plaintext =
      decrypt_push_payload(decoded(kRfcBody), decoded(kRfcUaPrivate), decoded(kRfcAuthSecret));
  REQUIRE_MESSAGE(plaintext, plaintext.error());
  CHECK(plaintext.value() == kRfcPlaintext);
}

TEST_CASE("the body: salt, rs 4096, idlen 65, a fresh ephemeral key, one record") {
  const UserAgentKeys keys = new_user_agent();
  CHECK(keys.public_key.size() == 65);
  CHECK(keys.auth_secret.size() == 16);
  const std::string message = R"({"title":"Your turn","room":"abcdefgh23456789"})";
  const auto first = encrypt_push_payload(subscription_keys_of(keys), message);
  const auto second = encrypt_push_payload(subscription_keys_of(keys), message);
  REQUIRE_MESSAGE(first, first.error());
  REQUIRE(second);
  const Bytes& body = first.value();
  CHECK(body.size() == 86 + message.size() + 1 + 16);
  CHECK(Bytes(body.begin() + 16, body.begin() + 21) == Bytes{0x00, 0x00, 0x10, 0x00, 65});
  CHECK(body[21] == 0x04);
  // Salt and ephemeral key are new for every message.
  CHECK(Bytes(body.begin(), body.begin() + 16) !=
        Bytes(second.value().begin(), second.value().begin() + 16));
  CHECK(Bytes(body.begin() + 21, body.begin() + 86) !=
        Bytes(second.value().begin() + 21, second.value().begin() + 86));
  CHECK(decrypted(body, keys) == message);
  CHECK(decrypted(second.value(), keys) == message);
}

TEST_CASE("3993 bytes of plaintext fill a 4096-byte body; one more is refused") {
  const UserAgentKeys keys = new_user_agent();
  CHECK(kMaxPushPlaintextBytes == 3993);
  const std::string largest(kMaxPushPlaintextBytes, 'x');
  const auto body = encrypt_push_payload(subscription_keys_of(keys), largest);
  REQUIRE_MESSAGE(body, body.error());
  CHECK(body.value().size() == 4096);
  CHECK(decrypted(body.value(), keys) == largest);
  const auto too_large = encrypt_push_payload(subscription_keys_of(keys), largest + "x");
  REQUIRE_FALSE(too_large);
  CHECK(too_large.error().find("3993") != std::string::npos);

  const auto empty = encrypt_push_payload(subscription_keys_of(keys), "");
  REQUIRE(empty);
  CHECK(empty.value().size() == 86 + 17);
  CHECK(decrypted(empty.value(), keys).empty());
  // Any byte value, NUL included, is carried.
  const std::string binary("\0\x02\x01\xff\0", 5);
  CHECK(decrypted(encrypt_push_payload(subscription_keys_of(keys), binary).value(), keys) ==
        binary);
}

TEST_CASE("malformed subscription keys are an error, not an exception") {
  const SubscriptionKeys valid = subscription_keys_of(new_user_agent());
  Bytes point = decoded(valid.p256dh);
  Bytes off_curve = point;
  off_curve.back() ^= 0x01;
  Bytes wrong_prefix = point;
  wrong_prefix[0] = 0x05;
  Bytes compressed(point.begin(), point.begin() + 33);
  compressed[0] = static_cast<std::uint8_t>(0x02 | (point.back() & 1));
  Bytes zeros(65, 0);
  zeros[0] = 0x04;
  for (const std::string& p256dh :
       {std::string(), std::string("not base64url!"), valid.p256dh.substr(1), valid.p256dh + "AA",
        base64url_encode(off_curve), base64url_encode(wrong_prefix), base64url_encode(compressed),
        base64url_encode(zeros)}) {
    CAPTURE(p256dh);
    const auto body = encrypt_push_payload({p256dh, valid.auth}, "hello");
    REQUIRE_FALSE(body);
    CHECK(body.error().find("p256dh") != std::string::npos);
  }
  for (const std::string& auth :
       {std::string(), std::string("BTBZMqHH6r4Tts7J_aSI"), valid.auth + "AA", std::string("!!")}) {
    CAPTURE(auth);
    const auto body = encrypt_push_payload({valid.p256dh, auth}, "hello");
    REQUIRE_FALSE(body);
    CHECK(body.error().find("auth") != std::string::npos);
  }
  CHECK_FALSE(encrypt_push_payload_with_fixed_secrets(
      valid, "hello", FixedEncryptionSecrets{decoded(kRfcAsPrivate), Bytes(15, 0)}));
  CHECK_FALSE(encrypt_push_payload_with_fixed_secrets(
      valid, "hello", FixedEncryptionSecrets{Bytes(32, 0), decoded(kRfcSalt)}));
}

TEST_CASE("decryption refuses altered bodies, other keys and more than one record") {
  const UserAgentKeys keys = new_user_agent();
  const Bytes body = encrypt_push_payload(subscription_keys_of(keys), "a secret move").value();
  const auto refused = [&](const Bytes& altered) {
    return !decrypt_push_payload(altered, keys.private_key, keys.auth_secret).ok();
  };
  CHECK_FALSE(refused(body));
  for (const std::size_t position :
       {std::size_t{0}, std::size_t{15}, std::size_t{30}, std::size_t{86}, body.size() - 1}) {
    CAPTURE(position);
    Bytes altered = body;
    altered[position] ^= 0x40;
    CHECK(refused(altered));
  }
  CHECK(refused(Bytes(body.begin(), body.end() - 1)));
  CHECK(refused(Bytes(body.begin(), body.begin() + 86 + 16)));
  CHECK(refused(Bytes(body.begin(), body.begin() + 20)));
  CHECK(refused({}));
  Bytes other_id_length = body;
  other_id_length[20] = 64;
  CHECK(refused(other_id_length));
  Bytes small_record_size = body;
  small_record_size[18] = 0;
  small_record_size[19] = 17;  // below RFC 8188's minimum of 18
  CHECK(refused(small_record_size));
  Bytes split_records = body;
  split_records[18] = 0;
  split_records[19] = 18;  // the record is longer than rs: two records
  const auto split = decrypt_push_payload(split_records, keys.private_key, keys.auth_secret);
  REQUIRE_FALSE(split);
  CHECK(split.error().find("more than one record") != std::string::npos);

  const UserAgentKeys other = new_user_agent();
  CHECK_FALSE(decrypt_push_payload(body, other.private_key, keys.auth_secret));
  CHECK_FALSE(decrypt_push_payload(body, keys.private_key, other.auth_secret));
  CHECK_FALSE(decrypt_push_payload(body, keys.private_key, Bytes(15, 0)));
}
