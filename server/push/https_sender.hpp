#pragma once
// Outgoing POSTs to client-given endpoints (Web Push services, webhooks), on
// the sender's own io_context and thread(s), never on the server's I/O
// threads: a slow, hanging or hostile endpoint costs a socket and a timer
// for at most the timeout, never a move.
//
// Every request: the URL passes outbound_guard (scheme, host form), the host
// is resolved once and every address checked, and the connection goes only
// to a checked address. TLS 1.2+ with the peer verified against the system
// CA store, SNI and host name verification. One deadline (5 s) covers
// resolving, connecting, the handshake, the request and the answer. A body
// over 4 KB is refused before anything is sent. Redirects are never
// followed: a 3xx is returned as it is, and callers count it a failure. Only
// the status line and headers (at most 8 KB) and 1 KB of the body are read.
#include <chrono>
#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "server/push/outbound_guard.hpp"

namespace kangaroom::server::push {

inline constexpr std::size_t kMaxOutboundBodyBytes = 4096;
inline constexpr std::size_t kMaxOutboundHeaderBytes = 8192;
inline constexpr std::size_t kMaxInboundBodyBytes = 1024;

struct OutboundRequest {
  std::string url;
  std::vector<std::pair<std::string, std::string>> headers;
  std::string body;
};

struct SendOutcome {
  // The HTTP status, 0 if none came (refused, transport error, timeout).
  int status = 0;
  // Retry-After from delta-seconds or an HTTP-date, in seconds from now.
  std::optional<std::chrono::seconds> retry_after;
  // Empty when a status came; else why not.
  std::string error;
  // True if the request was refused before anything was sent (the URL or an
  // address the host resolves to, the body's size, a header): retrying
  // cannot help, the target is unusable.
  bool refused = false;
  // Up to kMaxInboundBodyBytes of the answer's body, for the log.
  std::string body;

  bool success() const { return status >= 200 && status < 300; }
};

// What the delivery queue sends through: HttpsSender, or a fake in tests.
class OutboundSender {
 public:
  using Done = std::function<void(SendOutcome)>;
  virtual ~OutboundSender() = default;
  // Returns at once; `done` runs exactly once, on one of the sender's threads
  // (or, for a request refused at once, maybe on the caller's).
  virtual void send(OutboundRequest request, Done done) = 0;
};

// The seconds a Retry-After value asks for (RFC 9110 section 10.2.3):
// delta-seconds, or an HTTP-date (IMF-fixdate, RFC 850, asctime) compared
// with `now`; a date in the past is 0. Nothing if it parses as neither.
std::optional<std::chrono::seconds> parse_retry_after(std::string_view value,
                                                      std::chrono::system_clock::time_point now);

class HttpsSender final : public OutboundSender {
 public:
  struct Options {
    OutboundPolicy policy;
    // Resolve + connect + TLS + request + answer, in all.
    std::chrono::milliseconds timeout{5000};
    // The system CA store (Debian: ca-certificates).
    std::string ca_directory = "/etc/ssl/certs";
    std::string ca_file = "/etc/ssl/certs/ca-certificates.crt";
    std::string user_agent = "kangaroom";
    // Threads running the sender's io_context. One is plenty: everything is
    // asynchronous (lookups run on Asio's own resolver thread).
    std::size_t threads = 1;
  };

  // Starts the threads. Throws std::runtime_error if the TLS context cannot
  // be set up (no CA store).
  explicit HttpsSender(Options options);
  // stop().
  ~HttpsSender() override;
  HttpsSender(const HttpsSender&) = delete;
  HttpsSender& operator=(const HttpsSender&) = delete;

  void send(OutboundRequest request, Done done) override;

  // Cancels what is in flight (each gets an outcome "stopped"), refuses new
  // sends, joins the threads. Idempotent.
  void stop();

  // Requests started and not yet completed.
  std::size_t in_flight() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace kangaroom::server::push
