#pragma once
// VAPID (RFC 8292): the application server proves to a push service which
// key it holds with a JWT signed by that key (ES256), sent as
//   Authorization: vapid t=<JWT>, k=<public key, base64url>
// The push service compares the key with the one the browser subscribed
// with, so a leaked endpoint URL alone cannot be pushed to.
#include <chrono>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "server/push/result.hpp"
#include "server/push/vapid_key.hpp"

namespace kangaroom::server::push {

// RFC 8292 section 2: "exp" MUST NOT be more than 24 hours from the request.
inline constexpr std::chrono::hours kMaxVapidLifetime{24};
// What the server signs for: 12 hours, as web-push libraries do, so a push
// service whose clock runs a few hours ahead still accepts the token.
inline constexpr std::chrono::hours kDefaultVapidLifetime{12};

struct VapidClaims {
  // The push resource's origin (RFC 8292 section 2: "aud"), e.g.
  // "https://push.example.net"; push_endpoint_origin() computes it.
  std::string audience;
  // Unix seconds (RFC 7519 section 4.1.4: "exp").
  std::int64_t expires_at = 0;
  // How the push service's operator reaches ours (RFC 8292 section 2.1:
  // "sub"): a "mailto:" or "https:" URI.
  std::string subject;
};

// The origin (RFC 6454: scheme "://" host [":" port], lowercase, the default
// port left out) of a push endpoint URL. Only https, and http for a push
// service on the same machine in tests. Refuses URLs with user information,
// without a host, or with characters a host cannot hold: the endpoint comes
// from a subscriber.
Result<std::string> push_endpoint_origin(std::string_view endpoint_url);

// True if `subject` is a contact URI RFC 8292 section 2.1 allows.
bool is_vapid_subject(std::string_view subject);

// The signed JWT: base64url(header) "." base64url(claims) "." base64url(R||S)
// (RFC 7515 section 7.1, RFC 7518 section 3.4). Refuses claims whose "exp" is
// not after `now` or more than 24 hours after it, and subjects that are not
// contact URIs.
Result<std::string> sign_vapid_jwt(const VapidKey& key, const VapidClaims& claims,
                                   std::chrono::system_clock::time_point now);

// "vapid t=<jwt>, k=<public key>" (RFC 8292 section 3).
std::string vapid_authorization_header(std::string_view jwt, const VapidKey& key);

// All of it for one push request: the endpoint's origin as the audience,
// `now` + kDefaultVapidLifetime as "exp", signed, as the header's value.
Result<std::string> vapid_authorization_for_endpoint(const VapidKey& key,
                                                     std::string_view endpoint_url,
                                                     std::string_view subject,
                                                     std::chrono::system_clock::time_point now);

// The push service's side, for tests and the push-service stand-in: reads
// "vapid t=..., k=...", checks the signature with the key in k=, the header
// (typ JWT, alg ES256), "aud" against `expected_audience` and "exp" against
// `now`. The caller still compares public_key with the subscription's key.
struct VerifiedVapid {
  VapidClaims claims;
  Bytes public_key;  // the 65-byte point from k=
  std::string public_key_base64url;
};
Result<VerifiedVapid> verify_vapid_authorization(std::string_view header_value,
                                                 std::string_view expected_audience,
                                                 std::chrono::system_clock::time_point now);

}  // namespace kangaroom::server::push
