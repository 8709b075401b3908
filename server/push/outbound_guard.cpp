#include "server/push/outbound_guard.hpp"

#include <algorithm>
#include <array>
#include <boost/asio/io_context.hpp>
#include <boost/system/error_code.hpp>
#include <cctype>
#include <charconv>

namespace kangaroom::server::push {

namespace {

namespace ip = boost::asio::ip;

std::string lowercase(std::string_view text) {
  std::string out(text);
  std::transform(out.begin(), out.end(), out.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return out;
}

bool in_v4(std::uint32_t address, std::uint32_t network, int prefix) {
  const std::uint32_t mask = prefix == 0 ? 0 : ~std::uint32_t{0} << (32 - prefix);
  return (address & mask) == (network & mask);
}

constexpr std::uint32_t v4(std::uint32_t a, std::uint32_t b, std::uint32_t c, std::uint32_t d) {
  return (a << 24) | (b << 16) | (c << 8) | d;
}

enum class Kind { public_address, private_range, always_refused };

struct Range {
  std::uint32_t network;
  int prefix;
  Kind kind;
  const char* name;
};

// Private kinds are allowed by allow_private; always_refused ones never are.
constexpr std::array kV4Ranges{
    Range{v4(255, 255, 255, 255), 32, Kind::always_refused, "broadcast"},
    Range{v4(0, 0, 0, 0), 8, Kind::always_refused, "unspecified (0.0.0.0/8)"},
    Range{v4(127, 0, 0, 0), 8, Kind::private_range, "loopback (127.0.0.0/8)"},
    Range{v4(10, 0, 0, 0), 8, Kind::private_range, "private (10.0.0.0/8)"},
    Range{v4(172, 16, 0, 0), 12, Kind::private_range, "private (172.16.0.0/12)"},
    Range{v4(192, 168, 0, 0), 16, Kind::private_range, "private (192.168.0.0/16)"},
    Range{v4(100, 64, 0, 0), 10, Kind::private_range, "shared CGNAT (100.64.0.0/10)"},
    Range{v4(169, 254, 0, 0), 16, Kind::private_range, "link-local (169.254.0.0/16)"},
    Range{v4(192, 0, 0, 0), 24, Kind::private_range, "IETF protocol assignments (192.0.0.0/24)"},
    Range{v4(198, 18, 0, 0), 15, Kind::private_range, "benchmarking (198.18.0.0/15)"},
    Range{v4(224, 0, 0, 0), 4, Kind::always_refused, "multicast (224.0.0.0/4)"},
    Range{v4(240, 0, 0, 0), 4, Kind::always_refused, "reserved (240.0.0.0/4)"},
};

struct Verdict {
  Kind kind = Kind::public_address;
  std::string reason;
};

Verdict judge_v4(const ip::address_v4& address) {
  const std::uint32_t value = address.to_uint();
  for (const Range& range : kV4Ranges) {
    if (in_v4(value, range.network, range.prefix)) {
      return {range.kind, std::string(range.name) + " address " + address.to_string()};
    }
  }
  return {};
}

bool in_v6(const ip::address_v6::bytes_type& bytes, std::initializer_list<std::uint8_t> prefix,
           int bits) {
  for (std::size_t i = 0; bits > 0; ++i, bits -= 8) {
    const std::uint8_t want = i < prefix.size() ? *(prefix.begin() + i) : std::uint8_t{0};
    const std::uint8_t mask = bits >= 8 ? 0xff : static_cast<std::uint8_t>(0xff << (8 - bits));
    if ((bytes[i] & mask) != (want & mask)) return false;
  }
  return true;
}

Verdict judge_v6(const ip::address_v6& address) {
  const auto text = address.to_string();
  if (address.is_unspecified()) return {Kind::always_refused, "unspecified address " + text};
  if (address.is_loopback()) return {Kind::private_range, "loopback address " + text};
  const auto bytes = address.to_bytes();
  const auto embedded_v4 = [&bytes]() {
    return ip::address_v4({bytes[12], bytes[13], bytes[14], bytes[15]});
  };
  const auto via_v4 = [&](const char* what) -> Verdict {
    Verdict verdict = judge_v4(embedded_v4());
    if (verdict.kind != Kind::public_address)
      verdict.reason = std::string(what) + " " + text + ": " + verdict.reason;
    return verdict;
  };
  if (address.is_v4_mapped()) return via_v4("IPv4-mapped address");
  // ::a.b.c.d (deprecated IPv4-compatible): the first 96 bits zero.
  if (in_v6(bytes, {}, 96)) return via_v4("IPv4-compatible address");
  // NAT64 (RFC 6052): 64:ff9b::/96 reaches a.b.c.d through a translator.
  if (in_v6(bytes, {0x00, 0x64, 0xff, 0x9b}, 96)) return via_v4("NAT64 address");
  if (in_v6(bytes, {0xff}, 8)) return {Kind::always_refused, "multicast address " + text};
  if (in_v6(bytes, {0xfe, 0x80}, 10)) return {Kind::private_range, "link-local address " + text};
  if (in_v6(bytes, {0xfe, 0xc0}, 10)) return {Kind::private_range, "site-local address " + text};
  if (in_v6(bytes, {0xfc}, 7)) return {Kind::private_range, "unique local address " + text};
  return {};
}

Verdict judge(const ip::address& address) {
  return address.is_v4() ? judge_v4(address.to_v4()) : judge_v6(address.to_v6());
}

// The address as the server's own endpoints compare it (IPv4-mapped as IPv4).
ip::address canonical(const ip::address& address) {
  if (address.is_v6() && address.to_v6().is_v4_mapped()) {
    return ip::make_address_v4(ip::v4_mapped, address.to_v6());
  }
  return address;
}

bool is_name_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '-' || c == '.';
}

}  // namespace

std::string OutboundUrl::host_header() const {
  const bool default_port = (scheme == "https" && port == 443) || (scheme == "http" && port == 80);
  std::string out = host.find(':') != std::string::npos ? "[" + host + "]" : host;
  if (!default_port) out += ":" + std::to_string(port);
  return out;
}

std::optional<std::string> refused_address_reason(const ip::address& address,
                                                  const OutboundPolicy& policy) {
  return refused_endpoint_reason(ip::tcp::endpoint(address, 0), policy);
}

std::optional<std::string> refused_endpoint_reason(const ip::tcp::endpoint& endpoint,
                                                   const OutboundPolicy& policy) {
  const Verdict verdict = judge(endpoint.address());
  if (verdict.kind == Kind::always_refused) return verdict.reason;
  if (verdict.kind == Kind::private_range && !policy.allow_private) return verdict.reason;
  const ip::address address = canonical(endpoint.address());
  for (const ip::tcp::endpoint& own : policy.own_endpoints) {
    const ip::address own_address = canonical(own.address());
    const bool same_address = own_address == address;
    if (!policy.allow_private && same_address) {
      return "the server's own address " + address.to_string();
    }
    if (policy.allow_private && own.port() == endpoint.port() &&
        (same_address || own_address.is_unspecified())) {
      return "the server's own endpoint " + address.to_string() + ":" +
             std::to_string(endpoint.port());
    }
  }
  return std::nullopt;
}

Result<OutboundUrl> check_outbound_url(std::string_view url, const OutboundPolicy& policy) {
  using R = Result<OutboundUrl>;
  if (url.size() > kMaxOutboundUrlBytes) return R::failure("URL too long");
  for (char c : url) {
    if (static_cast<unsigned char>(c) <= 0x20 || static_cast<unsigned char>(c) >= 0x7f) {
      return R::failure("URL holds a space, a control or a non-ASCII character");
    }
  }
  OutboundUrl out;
  const std::size_t scheme_end = url.find("://");
  if (scheme_end == std::string_view::npos) return R::failure("not an absolute URL");
  out.scheme = lowercase(url.substr(0, scheme_end));
  if (out.scheme != "https" && !(out.scheme == "http" && policy.allow_private)) {
    return R::failure(policy.allow_private ? "only https and http URLs" : "only https URLs");
  }
  std::string_view rest = url.substr(scheme_end + 3);
  if (const std::size_t hash = rest.find('#'); hash != std::string_view::npos) {
    rest = rest.substr(0, hash);
  }
  const std::size_t authority_end = rest.find_first_of("/?");
  const std::string_view authority = rest.substr(0, authority_end);
  out.target =
      authority_end == std::string_view::npos ? "/" : std::string(rest.substr(authority_end));
  if (!out.target.empty() && out.target.front() == '?') out.target.insert(0, "/");
  if (authority.find('@') != std::string_view::npos)
    return R::failure("URL holds user information");

  std::string_view host;
  std::string_view port_text;
  if (!authority.empty() && authority.front() == '[') {
    const std::size_t close = authority.find(']');
    if (close == std::string_view::npos) return R::failure("unclosed IPv6 literal");
    host = authority.substr(1, close - 1);
    const std::string_view after = authority.substr(close + 1);
    if (!after.empty()) {
      if (after.front() != ':') return R::failure("bad host");
      port_text = after.substr(1);
    }
    boost::system::error_code error;
    const auto address = ip::make_address_v6(std::string(host), error);
    if (error || address.scope_id() != 0) return R::failure("bad IPv6 literal");
    out.host_is_literal = true;
  } else {
    const std::size_t colon = authority.find(':');
    host = authority.substr(0, colon);
    if (colon != std::string_view::npos) port_text = authority.substr(colon + 1);
    if (host.empty() || !std::all_of(host.begin(), host.end(), is_name_char) ||
        host.front() == '.' || host.front() == '-' || host.size() > 253) {
      return R::failure("bad host name");
    }
  }
  if (host.empty()) return R::failure("URL has no host");
  out.host = lowercase(host);
  out.port = out.scheme == "https" ? 443 : 80;
  const bool has_port = authority.back() == ':' || !port_text.empty();
  if (has_port) {
    unsigned value = 0;
    const auto [end, error] =
        std::from_chars(port_text.data(), port_text.data() + port_text.size(), value);
    if (port_text.empty() || error != std::errc{} || end != port_text.data() + port_text.size() ||
        value == 0 || value > 65535) {
      return R::failure("bad port");
    }
    out.port = static_cast<std::uint16_t>(value);
  }
  if (!out.host_is_literal) {
    // A dotted-decimal name is an IPv4 literal; anything with digits and dots
    // only that does not parse (010.0.0.1, 2130706433) is refused rather than
    // handed to a resolver that may read it as octal or as one number.
    const bool numeric = std::all_of(out.host.begin(), out.host.end(), [](char c) {
      return std::isdigit(static_cast<unsigned char>(c)) != 0 || c == '.';
    });
    const bool hexish = out.host.rfind("0x", 0) == 0;
    if (numeric || hexish) {
      boost::system::error_code error;
      const auto address = ip::make_address_v4(out.host, error);
      if (error || address.to_string() != out.host) return R::failure("bad IPv4 literal");
      out.host_is_literal = true;
    }
  }
  if (out.host_is_literal) {
    const auto address = ip::make_address(out.host);
    if (auto reason = refused_endpoint_reason(ip::tcp::endpoint(address, out.port), policy)) {
      return R::failure("refused: " + *reason);
    }
  }
  return R::success(std::move(out));
}

Result<std::vector<ip::tcp::endpoint>> checked_endpoints(
    const ip::tcp::resolver::results_type& resolved, const OutboundPolicy& policy) {
  using R = Result<std::vector<ip::tcp::endpoint>>;
  std::vector<ip::tcp::endpoint> out;
  for (const auto& entry : resolved) {
    const ip::tcp::endpoint endpoint = entry.endpoint();
    if (auto reason = refused_endpoint_reason(endpoint, policy)) {
      return R::failure("refused: " + entry.host_name() + " resolves to " + *reason);
    }
    if (std::find(out.begin(), out.end(), endpoint) == out.end()) out.push_back(endpoint);
  }
  if (out.empty()) return R::failure("the host resolves to no address");
  return R::success(std::move(out));
}

Result<std::vector<ip::tcp::endpoint>> resolve_checked(std::string_view url,
                                                       const OutboundPolicy& policy) {
  using R = Result<std::vector<ip::tcp::endpoint>>;
  auto parsed = check_outbound_url(url, policy);
  if (!parsed) return R::failure(parsed.error());
  boost::asio::io_context context;
  ip::tcp::resolver resolver(context);
  boost::system::error_code error;
  const auto resolved = resolver.resolve(parsed.value().host, std::to_string(parsed.value().port),
                                         ip::resolver_base::numeric_service, error);
  if (error) return R::failure("cannot resolve " + parsed.value().host + ": " + error.message());
  return checked_endpoints(resolved, policy);
}

}  // namespace kangaroom::server::push
