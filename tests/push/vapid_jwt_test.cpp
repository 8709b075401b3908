// VAPID (RFC 8292): the audience is the endpoint's origin, the JWT is
// header.claims.signature with an ES256 signature of 64 raw bytes, "exp" is
// at most 24 hours ahead, and the header reads "vapid t=..., k=...". The
// push service's check refuses what was altered, expired or signed by
// another key.
#include "server/push/vapid_jwt.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <cctype>
#include <nlohmann/json.hpp>

#include "server/push/base64url.hpp"
#include "server/push/p256.hpp"

using namespace kangaroom::server::push;
using namespace std::chrono_literals;

namespace {

VapidKey new_key() {
  auto key = VapidKey::generate();
  REQUIRE_MESSAGE(key, key.error());
  return std::move(key).value();
}

// A fixed "now" so that expiry arithmetic is exact: 2024-01-01T00:00:00Z.
const std::chrono::system_clock::time_point kNow{1704067200s};
constexpr std::int64_t kNowSeconds = 1704067200;

std::vector<std::string> split_jwt(const std::string& jwt) {
  std::vector<std::string> parts;
  std::size_t start = 0;
  for (;;) {
    const std::size_t dot = jwt.find('.', start);
    parts.push_back(jwt.substr(start, dot - start));
    if (dot == std::string::npos) break;
    start = dot + 1;
  }
  return parts;
}

std::string decoded_text(std::string_view text) {
  const auto bytes = base64url_decode(text);
  REQUIRE(bytes);
  return std::string(bytes->begin(), bytes->end());
}

// Only base64url characters, at least one. (No std::regex: GCC 12 warns
// inside it under -O2 with the sanitizers.)
bool is_base64url_text(std::string_view text, std::size_t length = 0) {
  const bool alphabet = !text.empty() && std::all_of(text.begin(), text.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '-' || c == '_';
  });
  return alphabet && (length == 0 || text.size() == length);
}

std::string origin_of(std::string_view url) {
  const auto origin = push_endpoint_origin(url);
  REQUIRE_MESSAGE(origin, origin.error());
  return origin.value();
}

}  // namespace

TEST_CASE("an endpoint's origin: scheme and host lowercase, the default port left out") {
  CHECK(origin_of("https://fcm.googleapis.com/fcm/send/dKx3:APA91bH") ==
        "https://fcm.googleapis.com");
  CHECK(origin_of("https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk") ==
        "https://updates.push.services.mozilla.com");
  CHECK(origin_of("https://push.example.net") == "https://push.example.net");
  CHECK(origin_of("HTTPS://Push.Example.NET:443/x") == "https://push.example.net");
  CHECK(origin_of("https://push.example.net:8443/x?y=1#z") == "https://push.example.net:8443");
  CHECK(origin_of("https://push.example.net?query") == "https://push.example.net");
  CHECK(origin_of("http://127.0.0.1:9000/push/1") == "http://127.0.0.1:9000");
  CHECK(origin_of("http://localhost:80/") == "http://localhost");
  CHECK(origin_of("https://[::1]:8443/p") == "https://[::1]:8443");
  CHECK(origin_of("https://[2001:DB8::1]/p") == "https://[2001:db8::1]");
}

TEST_CASE("endpoints that are no https URL of a host are refused") {
  for (const char* url :
       {"", "push.example.net/x", "ftp://push.example.net/", "wss://push.example.net/",
        "https://user:secret@push.example.net/", "https:///path", "https://:443/",
        "https://push.example.net:/x", "https://push.example.net:0/",
        "https://push.example.net:65536/", "https://push.example.net:44x/",
        "https://push example.net/", "https://push%2eexample.net/", "https://[::1/",
        "https://[::1]x/", "https://[]/", "https://[::g]/"}) {
    CAPTURE(url);
    CHECK_FALSE(push_endpoint_origin(url));
  }
}

TEST_CASE("the JWT: typ JWT and alg ES256, aud exp sub, a 64-byte signature by the key") {
  const VapidKey key = new_key();
  const VapidClaims claims{"https://push.example.net", kNowSeconds + 3600,
                           "mailto:admin@example.net"};
  const auto jwt = sign_vapid_jwt(key, claims, kNow);
  REQUIRE_MESSAGE(jwt, jwt.error());
  const auto parts = split_jwt(jwt.value());
  REQUIRE(parts.size() == 3);
  CHECK(decoded_text(parts[0]) == R"({"typ":"JWT","alg":"ES256"})");
  CHECK(decoded_text(parts[1]) ==
        R"({"aud":"https://push.example.net","exp":1704070800,"sub":"mailto:admin@example.net"})");
  const auto signature = base64url_decode(parts[2]);
  REQUIRE(signature);
  CHECK(signature->size() == 64);

  // The signature is over "header.claims", checked with the served public
  // key as a push service would decode it.
  const auto served = base64url_decode(key.public_key_base64url());
  REQUIRE(served);
  const auto public_key = p256_key_from_public_point(*served);
  REQUIRE(public_key);
  const std::string signing_input = parts[0] + "." + parts[1];
  CHECK(es256_verify(public_key.value().get(), as_bytes_span(signing_input), *signature));
  CHECK_FALSE(
      es256_verify(public_key.value().get(), as_bytes_span(signing_input + "x"), *signature));
  // ECDSA draws a fresh nonce: two signatures of the same claims differ.
  CHECK(sign_vapid_jwt(key, claims, kNow).value() != jwt.value());
}

TEST_CASE("exp is after now and at most 24 hours ahead; sub is a mailto: or https: URI") {
  const VapidKey key = new_key();
  const auto sign = [&](std::int64_t expires_at, std::string subject) {
    return sign_vapid_jwt(key, {"https://push.example.net", expires_at, std::move(subject)}, kNow)
        .ok();
  };
  CHECK(sign(kNowSeconds + 24 * 3600, "mailto:admin@example.net"));
  CHECK(sign(kNowSeconds + 1, "https://example.net/contact"));
  CHECK_FALSE(sign(kNowSeconds + 24 * 3600 + 1, "mailto:admin@example.net"));
  CHECK_FALSE(sign(kNowSeconds, "mailto:admin@example.net"));
  CHECK_FALSE(sign(kNowSeconds - 60, "mailto:admin@example.net"));
  CHECK_FALSE(sign(kNowSeconds + 60, "admin@example.net"));
  CHECK_FALSE(sign(kNowSeconds + 60, "mailto:"));
  CHECK_FALSE(sign(kNowSeconds + 60, "http://example.net/contact"));
  CHECK_FALSE(sign(kNowSeconds + 60, "mailto:admin@example.net\r\nX-Injected: 1"));
  CHECK_FALSE(sign_vapid_jwt(
      key, {"https://push.example.net/path", kNowSeconds + 60, "mailto:admin@example.net"}, kNow));
}

TEST_CASE("the Authorization header: vapid t=<jwt>, k=<public key>") {
  const VapidKey key = new_key();
  const auto header = vapid_authorization_for_endpoint(
      key, "https://push.example.net:8443/send/abc", "mailto:admin@example.net", kNow);
  REQUIRE_MESSAGE(header, header.error());
  // vapid t=<header>.<claims>.<86 characters: 64 bytes>, k=<87 characters: 65 bytes>
  REQUIRE(header.value().starts_with("vapid t="));
  const std::size_t comma = header.value().find(", k=");
  REQUIRE(comma != std::string::npos);
  const std::string jwt = header.value().substr(8, comma - 8);
  const auto parts = split_jwt(jwt);
  REQUIRE(parts.size() == 3);
  CHECK(is_base64url_text(parts[0]));
  CHECK(is_base64url_text(parts[1]));
  CHECK(is_base64url_text(parts[2], 86));
  CHECK(is_base64url_text(header.value().substr(comma + 4), 87));
  CHECK(header.value().substr(comma + 4) == key.public_key_base64url());

  const auto claims = nlohmann::json::parse(decoded_text(parts[1]));
  CHECK(claims["aud"] == "https://push.example.net:8443");
  CHECK(claims["exp"] == kNowSeconds + 12 * 3600);
  CHECK(claims["sub"] == "mailto:admin@example.net");

  CHECK_FALSE(vapid_authorization_for_endpoint(key, "ftp://push.example.net/", "mailto:a@b", kNow));
  CHECK_FALSE(vapid_authorization_for_endpoint(key, "https://push.example.net/", "nobody", kNow));
}

TEST_CASE("a push service's check accepts our header and refuses altered ones") {
  const VapidKey key = new_key();
  const std::string audience = "https://push.example.net";
  const std::string header =
      vapid_authorization_for_endpoint(key, audience + "/send/1", "mailto:admin@example.net", kNow)
          .value();

  const auto verified = verify_vapid_authorization(header, audience, kNow + 1h);
  REQUIRE_MESSAGE(verified, verified.error());
  CHECK(verified.value().public_key_base64url == key.public_key_base64url());
  CHECK(verified.value().claims.audience == audience);
  CHECK(verified.value().claims.expires_at == kNowSeconds + 12 * 3600);
  CHECK(verified.value().claims.subject == "mailto:admin@example.net");

  // Another spelling of the same parameters (RFC 7235: quoted values, spaces).
  const std::string jwt = header.substr(8, header.find(',') - 8);
  CHECK(verify_vapid_authorization("Vapid  k=\"" + key.public_key_base64url() + "\" ,t=" + jwt,
                                   audience, kNow));

  CHECK_FALSE(verify_vapid_authorization(header, "https://other.example.net", kNow));
  CHECK_FALSE(verify_vapid_authorization(header, audience, kNow + 13h));  // expired
  CHECK_FALSE(verify_vapid_authorization(header, audience, kNow - 13h));  // > 24 h ahead
  CHECK_FALSE(verify_vapid_authorization("Bearer " + jwt, audience, kNow));
  CHECK_FALSE(verify_vapid_authorization("vapid t=" + jwt, audience, kNow));
  // Signed by one key, presented with another.
  const std::string other_key = new_key().public_key_base64url();
  CHECK_FALSE(verify_vapid_authorization("vapid t=" + jwt + ", k=" + other_key, audience, kNow));
  // One changed character in the claims.
  std::string altered = jwt;
  const std::size_t claims_at = altered.find('.') + 5;
  altered[claims_at] = altered[claims_at] == 'A' ? 'B' : 'A';
  CHECK_FALSE(verify_vapid_authorization("vapid t=" + altered + ", k=" + key.public_key_base64url(),
                                         audience, kNow));
  // Not a point: k= of the wrong length.
  CHECK_FALSE(verify_vapid_authorization("vapid t=" + jwt + ", k=BAAA", audience, kNow));
}
