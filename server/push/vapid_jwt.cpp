#include "server/push/vapid_jwt.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <nlohmann/json.hpp>
#include <optional>
#include <vector>

#include "server/push/base64url.hpp"
#include "server/push/p256.hpp"

namespace kangaroom::server::push {

namespace {

std::string lowercase(std::string_view text) {
  std::string lower(text);
  std::transform(lower.begin(), lower.end(), lower.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return lower;
}

bool starts_with_ignoring_case(std::string_view text, std::string_view prefix) {
  return text.size() >= prefix.size() && lowercase(text.substr(0, prefix.size())) == prefix;
}

bool is_host_name_character(char c) {
  return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '.' || c == '_';
}

bool is_ip_literal_character(char c) {
  return std::isxdigit(static_cast<unsigned char>(c)) != 0 || c == ':' || c == '.';
}

std::int64_t unix_seconds(std::chrono::system_clock::time_point time) {
  return std::chrono::duration_cast<std::chrono::seconds>(time.time_since_epoch()).count();
}

// A JWT part's JSON object, or a discarded value if it is not one.
nlohmann::json decode_json_part(std::string_view part) {
  const auto bytes = base64url_decode(part);
  if (!bytes) return nlohmann::json(nlohmann::json::value_t::discarded);
  auto value = nlohmann::json::parse(bytes->begin(), bytes->end(), nullptr, false);
  if (!value.is_object()) return nlohmann::json(nlohmann::json::value_t::discarded);
  return value;
}

std::string_view trim_spaces(std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t')) text.remove_suffix(1);
  return text;
}

// The auth-params of "vapid t=..., k=..." (RFC 7235 section 2.1: name "="
// token or quoted-string, separated by commas).
struct VapidParameters {
  std::string token;
  std::string key;
};
std::optional<VapidParameters> parse_vapid_parameters(std::string_view header_value) {
  header_value = trim_spaces(header_value);
  constexpr std::string_view kScheme = "vapid";
  if (!starts_with_ignoring_case(header_value, kScheme)) return std::nullopt;
  header_value.remove_prefix(kScheme.size());
  if (header_value.empty() || (header_value.front() != ' ' && header_value.front() != '\t'))
    return std::nullopt;
  VapidParameters parameters;
  while (!header_value.empty()) {
    const std::size_t comma = header_value.find(',');
    std::string_view item = trim_spaces(header_value.substr(0, comma));
    header_value =
        comma == std::string_view::npos ? std::string_view{} : header_value.substr(comma + 1);
    if (item.empty()) continue;
    const std::size_t equals = item.find('=');
    if (equals == std::string_view::npos) return std::nullopt;
    const std::string name = lowercase(trim_spaces(item.substr(0, equals)));
    std::string_view value = trim_spaces(item.substr(equals + 1));
    if (value.size() >= 2 && value.front() == '"' && value.back() == '"')
      value = value.substr(1, value.size() - 2);
    if (name == "t")
      parameters.token = value;
    else if (name == "k")
      parameters.key = value;
  }
  if (parameters.token.empty() || parameters.key.empty()) return std::nullopt;
  return parameters;
}

}  // namespace

Result<std::string> push_endpoint_origin(std::string_view endpoint_url) {
  using R = Result<std::string>;
  const std::size_t scheme_end = endpoint_url.find("://");
  if (scheme_end == std::string_view::npos) return R::failure("not an absolute URL");
  const std::string scheme = lowercase(endpoint_url.substr(0, scheme_end));
  if (scheme != "https" && scheme != "http") return R::failure("not an https URL");

  std::string_view authority = endpoint_url.substr(scheme_end + 3);
  authority = authority.substr(0, authority.find_first_of("/?#"));
  if (authority.find('@') != std::string_view::npos)
    return R::failure("a push endpoint carries no user information");

  std::string host;
  std::string_view port;
  if (!authority.empty() && authority.front() == '[') {
    // An IPv6 literal (RFC 3986 section 3.2.2).
    const std::size_t close = authority.find(']');
    if (close == std::string_view::npos) return R::failure("unterminated IPv6 address");
    const std::string_view literal = authority.substr(1, close - 1);
    if (literal.empty() || !std::all_of(literal.begin(), literal.end(), is_ip_literal_character))
      return R::failure("not an IPv6 address");
    host = "[" + lowercase(literal) + "]";
    const std::string_view rest = authority.substr(close + 1);
    if (!rest.empty()) {
      if (rest.front() != ':') return R::failure("text after the IPv6 address");
      port = rest.substr(1);
      if (port.empty()) return R::failure("empty port");
    }
  } else {
    const std::size_t colon = authority.rfind(':');
    host = lowercase(authority.substr(0, colon));
    if (colon != std::string_view::npos) {
      port = authority.substr(colon + 1);
      if (port.empty()) return R::failure("empty port");
    }
    if (host.empty() || !std::all_of(host.begin(), host.end(), is_host_name_character))
      return R::failure("not a host name");
  }

  std::string origin = scheme + "://" + host;
  if (!port.empty()) {
    unsigned number = 0;
    const auto [end, error] = std::from_chars(port.data(), port.data() + port.size(), number);
    if (error != std::errc{} || end != port.data() + port.size() || number == 0 || number > 65535)
      return R::failure("not a port number");
    // An origin leaves the scheme's default port out (RFC 6454 section 6.1).
    const unsigned default_port = scheme == "https" ? 443 : 80;
    if (number != default_port) origin += ":" + std::to_string(number);
  }
  return R::success(std::move(origin));
}

bool is_vapid_subject(std::string_view subject) {
  const auto has_control_or_space = [](std::string_view text) {
    return std::any_of(text.begin(), text.end(),
                       [](unsigned char c) { return c <= ' ' || c == 0x7f; });
  };
  if (has_control_or_space(subject)) return false;
  for (const std::string_view scheme : {std::string_view("mailto:"), std::string_view("https://")})
    if (starts_with_ignoring_case(subject, scheme) && subject.size() > scheme.size()) return true;
  return false;
}

Result<std::string> sign_vapid_jwt(const VapidKey& key, const VapidClaims& claims,
                                   std::chrono::system_clock::time_point now) {
  using R = Result<std::string>;
  // The audience is an origin and nothing more: its own origin is itself.
  const auto audience_origin = push_endpoint_origin(claims.audience);
  if (!audience_origin || audience_origin.value() != claims.audience)
    return R::failure("the audience is not an origin: " + claims.audience);
  const std::int64_t now_seconds = unix_seconds(now);
  if (claims.expires_at <= now_seconds) return R::failure("the expiry is not in the future");
  if (claims.expires_at - now_seconds > std::chrono::seconds(kMaxVapidLifetime).count())
    return R::failure("the expiry is more than 24 hours ahead (RFC 8292 section 2)");
  if (!is_vapid_subject(claims.subject))
    return R::failure("the subject is not a mailto: or https: URI: " + claims.subject);

  // ordered_json keeps the members in the order RFC 8292's examples use.
  const nlohmann::ordered_json header = {{"typ", "JWT"}, {"alg", "ES256"}};
  const nlohmann::ordered_json body = {
      {"aud", claims.audience}, {"exp", claims.expires_at}, {"sub", claims.subject}};
  std::string jwt = base64url_encode(header.dump()) + "." + base64url_encode(body.dump());
  const auto signature = key.sign(jwt);
  if (!signature) return R::failure(signature.error());
  jwt += "." + base64url_encode(signature.value());
  return R::success(std::move(jwt));
}

std::string vapid_authorization_header(std::string_view jwt, const VapidKey& key) {
  return "vapid t=" + std::string(jwt) + ", k=" + key.public_key_base64url();
}

Result<std::string> vapid_authorization_for_endpoint(const VapidKey& key,
                                                     std::string_view endpoint_url,
                                                     std::string_view subject,
                                                     std::chrono::system_clock::time_point now) {
  auto origin = push_endpoint_origin(endpoint_url);
  if (!origin) return origin;
  const VapidClaims claims{std::move(origin).value(),
                           unix_seconds(now) + std::chrono::seconds(kDefaultVapidLifetime).count(),
                           std::string(subject)};
  auto jwt = sign_vapid_jwt(key, claims, now);
  if (!jwt) return jwt;
  return Result<std::string>::success(vapid_authorization_header(jwt.value(), key));
}

Result<VerifiedVapid> verify_vapid_authorization(std::string_view header_value,
                                                 std::string_view expected_audience,
                                                 std::chrono::system_clock::time_point now) {
  using R = Result<VerifiedVapid>;
  const auto parameters = parse_vapid_parameters(header_value);
  if (!parameters) return R::failure("not a \"vapid t=..., k=...\" header");

  VerifiedVapid verified;
  const auto key_bytes = base64url_decode(parameters->key);
  if (!key_bytes) return R::failure("k= is not base64url");
  const auto public_key = p256_key_from_public_point(*key_bytes);
  if (!public_key) return R::failure("k= is " + public_key.error());
  verified.public_key = *key_bytes;
  verified.public_key_base64url = base64url_encode(*key_bytes);

  // header "." claims "." signature (RFC 7515 section 7.1)
  const std::string_view jwt = parameters->token;
  const std::size_t first_dot = jwt.find('.');
  const std::size_t second_dot =
      first_dot == std::string_view::npos ? first_dot : jwt.find('.', first_dot + 1);
  if (second_dot == std::string_view::npos || jwt.find('.', second_dot + 1) != jwt.npos)
    return R::failure("the JWT does not have three parts");
  const std::string_view signing_input = jwt.substr(0, second_dot);

  const auto header = decode_json_part(jwt.substr(0, first_dot));
  if (header.is_discarded()) return R::failure("the JWT header is not a JSON object");
  if (!header.contains("alg") || header["alg"] != "ES256")
    return R::failure("the JWT is not signed with ES256");
  if (header.contains("typ") &&
      !(header["typ"].is_string() && lowercase(header["typ"].get<std::string>()) == "jwt"))
    return R::failure("the JWT's typ is not JWT");

  const auto signature = base64url_decode(jwt.substr(second_dot + 1));
  if (!signature ||
      !es256_verify(public_key.value().get(), as_bytes_span(signing_input), *signature))
    return R::failure("the JWT's signature does not verify with k=");

  const auto claims = decode_json_part(jwt.substr(first_dot + 1, second_dot - first_dot - 1));
  if (claims.is_discarded()) return R::failure("the JWT claims are not a JSON object");
  if (!claims.contains("aud") || !claims["aud"].is_string() ||
      claims["aud"].get<std::string>() != expected_audience)
    return R::failure("the JWT's aud is not " + std::string(expected_audience));
  if (!claims.contains("exp") || !claims["exp"].is_number_integer())
    return R::failure("the JWT has no integer exp");
  verified.claims.audience = claims["aud"].get<std::string>();
  verified.claims.expires_at = claims["exp"].get<std::int64_t>();
  const std::int64_t now_seconds = unix_seconds(now);
  if (verified.claims.expires_at <= now_seconds) return R::failure("the JWT has expired");
  if (verified.claims.expires_at - now_seconds > std::chrono::seconds(kMaxVapidLifetime).count())
    return R::failure("the JWT expires more than 24 hours ahead (RFC 8292 section 2)");
  if (claims.contains("sub")) {
    if (!claims["sub"].is_string()) return R::failure("the JWT's sub is not a string");
    verified.claims.subject = claims["sub"].get<std::string>();
  }
  return R::success(std::move(verified));
}

}  // namespace kangaroom::server::push
