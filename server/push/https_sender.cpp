#include "server/push/https_sender.hpp"

#include <openssl/ssl.h>

#include <algorithm>
#include <atomic>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/redirect_error.hpp>
#include <boost/asio/ssl.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/strand.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/core/tcp_stream.hpp>
#include <boost/beast/http.hpp>
#include <cctype>
#include <ctime>
#include <filesystem>
#include <mutex>
#include <stdexcept>
#include <thread>
#include <unordered_map>

namespace kangaroom::server::push {

namespace {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
using tcp = asio::ip::tcp;
using Strand = asio::strand<asio::io_context::executor_type>;

SendOutcome refusal(std::string reason) {
  SendOutcome outcome;
  outcome.error = std::move(reason);
  outcome.refused = true;
  return outcome;
}

SendOutcome failure(std::string reason) {
  SendOutcome outcome;
  outcome.error = std::move(reason);
  return outcome;
}

bool header_text_ok(std::string_view text) {
  for (char c : text) {
    if (c == '\r' || c == '\n' || c == '\0') return false;
  }
  return true;
}

// The state an abort (stop()) reaches from outside the coroutine.
struct Exchange {
  explicit Exchange(const Strand& strand) : strand(strand), resolver(strand), timer(strand) {}

  void abort() {
    aborted = true;
    resolver.cancel();
    timer.cancel();
    if (plain) plain->cancel();
    if (secure) secure->next_layer().cancel();
  }

  Strand strand;
  tcp::resolver resolver;
  asio::steady_timer timer;
  std::optional<beast::tcp_stream> plain;
  std::optional<asio::ssl::stream<beast::tcp_stream>> secure;
  bool aborted = false;
};

}  // namespace

std::optional<std::chrono::seconds> parse_retry_after(std::string_view value,
                                                      std::chrono::system_clock::time_point now) {
  while (!value.empty() && (value.front() == ' ' || value.front() == '\t')) value.remove_prefix(1);
  while (!value.empty() && (value.back() == ' ' || value.back() == '\t')) value.remove_suffix(1);
  if (value.empty()) return std::nullopt;
  if (std::all_of(value.begin(), value.end(),
                  [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; })) {
    // More than 10 digits is more than 300 years: capped.
    if (value.size() > 10) return std::chrono::seconds{9'999'999'999};
    return std::chrono::seconds{std::stoll(std::string(value))};
  }
  const std::string text(value);
  for (const char* format :
       {"%a, %d %b %Y %H:%M:%S GMT", "%A, %d-%b-%y %H:%M:%S GMT", "%a %b %e %H:%M:%S %Y"}) {
    std::tm tm{};
    const char* end = strptime(text.c_str(), format, &tm);
    if (end == nullptr || *end != '\0') continue;
    const std::time_t at = timegm(&tm);
    if (at == static_cast<std::time_t>(-1)) return std::nullopt;
    const auto delta = std::chrono::system_clock::from_time_t(at) - now;
    if (delta <= std::chrono::system_clock::duration::zero()) return std::chrono::seconds{0};
    return std::chrono::ceil<std::chrono::seconds>(delta);
  }
  return std::nullopt;
}

struct HttpsSender::Impl {
  explicit Impl(Options given)
      : options(std::move(given)),
        work(asio::make_work_guard(context)),
        tls(asio::ssl::context::tls_client) {
    tls.set_options(asio::ssl::context::default_workarounds | asio::ssl::context::no_sslv2 |
                    asio::ssl::context::no_sslv3 | asio::ssl::context::no_tlsv1 |
                    asio::ssl::context::no_tlsv1_1 | asio::ssl::context::no_compression);
    tls.set_verify_mode(asio::ssl::verify_peer);
    boost::system::error_code error;
    bool loaded = false;
    if (!options.ca_file.empty() && std::filesystem::exists(options.ca_file)) {
      tls.load_verify_file(options.ca_file, error);
      loaded = !error;
    }
    if (!options.ca_directory.empty() && std::filesystem::is_directory(options.ca_directory)) {
      tls.add_verify_path(options.ca_directory, error);
      loaded = loaded || !error;
    }
    if (!loaded) {
      throw std::runtime_error("no CA certificates in " + options.ca_file + " or " +
                               options.ca_directory + " (Debian: ca-certificates)");
    }
  }

  asio::awaitable<SendOutcome> attempt(std::shared_ptr<Exchange> exchange, OutboundUrl url,
                                       OutboundRequest request);
  template <typename Stream>
  asio::awaitable<SendOutcome> exchange_on(Stream& stream, http::request<http::string_body>& req,
                                           std::chrono::steady_clock::time_point deadline);
  SendOutcome transport(const char* step, const boost::system::error_code& error,
                        std::chrono::steady_clock::time_point deadline, const Exchange& exchange) {
    if (exchange.aborted) return failure("stopped");
    if (error == beast::error::timeout || std::chrono::steady_clock::now() >= deadline) {
      return failure("timed out after " + std::to_string(options.timeout.count()) + " ms (" + step +
                     ")");
    }
    return failure(std::string(step) + ": " + error.message());
  }

  Options options;
  asio::io_context context;
  asio::executor_work_guard<asio::io_context::executor_type> work;
  asio::ssl::context tls;
  std::vector<std::thread> threads;

  mutable std::mutex mutex;
  bool stopped = false;
  std::uint64_t next_id = 0;
  std::unordered_map<std::uint64_t, std::weak_ptr<Exchange>> live;
  std::atomic<std::size_t> in_flight{0};
};

template <typename Stream>
asio::awaitable<SendOutcome> HttpsSender::Impl::exchange_on(
    Stream& stream, http::request<http::string_body>& req,
    std::chrono::steady_clock::time_point deadline) {
  boost::system::error_code error;
  // The exchange's state for transport(): found through the stream's owner.
  co_await http::async_write(stream, req, asio::redirect_error(asio::use_awaitable, error));
  if (error) co_return failure("sending the request: " + error.message());
  beast::flat_buffer buffer(kMaxOutboundHeaderBytes + kMaxInboundBodyBytes);
  http::response_parser<http::string_body> parser;
  parser.header_limit(kMaxOutboundHeaderBytes);
  parser.body_limit(kMaxInboundBodyBytes);
  co_await http::async_read_header(stream, buffer, parser,
                                   asio::redirect_error(asio::use_awaitable, error));
  if (error) {
    if (error == beast::error::timeout || std::chrono::steady_clock::now() >= deadline) {
      co_return failure("timed out after " + std::to_string(options.timeout.count()) +
                        " ms (waiting for the answer)");
    }
    co_return failure("reading the answer: " + error.message());
  }
  SendOutcome outcome;
  outcome.status = static_cast<int>(parser.get().result_int());
  const auto retry_after = parser.get()[http::field::retry_after];
  if (!retry_after.empty()) {
    outcome.retry_after = parse_retry_after(
        std::string_view(retry_after.data(), retry_after.size()), std::chrono::system_clock::now());
  }
  if (!parser.is_done()) {
    // The body only for the log: whatever arrives of it before the deadline,
    // at most kMaxInboundBodyBytes; its errors do not change the outcome.
    co_await http::async_read(stream, buffer, parser,
                              asio::redirect_error(asio::use_awaitable, error));
  }
  outcome.body = parser.get().body().substr(0, kMaxInboundBodyBytes);
  co_return outcome;
}

asio::awaitable<SendOutcome> HttpsSender::Impl::attempt(std::shared_ptr<Exchange> exchange,
                                                        OutboundUrl url, OutboundRequest request) {
  const auto deadline = std::chrono::steady_clock::now() + options.timeout;
  boost::system::error_code error;

  // The lookup has no timeout of its own: the timer cancels it.
  exchange->timer.expires_at(deadline);
  exchange->timer.async_wait([exchange](const boost::system::error_code& wait_error) {
    if (!wait_error) exchange->resolver.cancel();
  });
  const auto resolved = co_await exchange->resolver.async_resolve(
      url.host, std::to_string(url.port), tcp::resolver::numeric_service,
      asio::redirect_error(asio::use_awaitable, error));
  exchange->timer.cancel();
  if (error) {
    if (exchange->aborted) co_return failure("stopped");
    if (std::chrono::steady_clock::now() >= deadline) {
      co_return failure("timed out after " + std::to_string(options.timeout.count()) +
                        " ms (resolving " + url.host + ")");
    }
    co_return failure("cannot resolve " + url.host + ": " + error.message());
  }
  auto endpoints = checked_endpoints(resolved, options.policy);
  if (!endpoints) co_return refusal(endpoints.error());

  http::request<http::string_body> req{http::verb::post, url.target, 11};
  req.set(http::field::host, url.host_header());
  req.set(http::field::user_agent, options.user_agent);
  for (const auto& [name, value] : request.headers) req.set(name, value);
  req.set(http::field::connection, "close");
  req.body() = std::move(request.body);
  req.prepare_payload();

  if (url.scheme == "https") {
    exchange->secure.emplace(exchange->strand, tls);
    auto& stream = *exchange->secure;
    SSL* ssl = stream.native_handle();
    if (!url.host_is_literal && SSL_set_tlsext_host_name(ssl, url.host.c_str()) != 1) {
      co_return failure("cannot set the TLS server name");
    }
    stream.set_verify_mode(asio::ssl::verify_peer);
    stream.set_verify_callback(asio::ssl::host_name_verification(url.host));
    stream.next_layer().expires_at(deadline);
    co_await stream.next_layer().async_connect(endpoints.value(),
                                               asio::redirect_error(asio::use_awaitable, error));
    if (error) co_return transport("connecting", error, deadline, *exchange);
    co_await stream.async_handshake(asio::ssl::stream_base::client,
                                    asio::redirect_error(asio::use_awaitable, error));
    if (error) co_return transport("TLS handshake", error, deadline, *exchange);
    SendOutcome outcome = co_await exchange_on(stream, req, deadline);
    if (exchange->aborted) co_return failure("stopped");
    co_return outcome;
  }
  exchange->plain.emplace(exchange->strand);
  auto& stream = *exchange->plain;
  stream.expires_at(deadline);
  co_await stream.async_connect(endpoints.value(),
                                asio::redirect_error(asio::use_awaitable, error));
  if (error) co_return transport("connecting", error, deadline, *exchange);
  SendOutcome outcome = co_await exchange_on(stream, req, deadline);
  if (exchange->aborted) co_return failure("stopped");
  co_return outcome;
}

HttpsSender::HttpsSender(Options options) : impl_(std::make_unique<Impl>(std::move(options))) {
  const std::size_t count = std::max<std::size_t>(1, impl_->options.threads);
  for (std::size_t i = 0; i < count; ++i) {
    impl_->threads.emplace_back([impl = impl_.get()] { impl->context.run(); });
  }
}

HttpsSender::~HttpsSender() { stop(); }

std::size_t HttpsSender::in_flight() const { return impl_->in_flight.load(); }

void HttpsSender::send(OutboundRequest request, Done done) {
  if (request.body.size() > kMaxOutboundBodyBytes) {
    done(refusal("body of " + std::to_string(request.body.size()) + " bytes, over " +
                 std::to_string(kMaxOutboundBodyBytes)));
    return;
  }
  for (const auto& [name, value] : request.headers) {
    if (name.empty() || !header_text_ok(name) || !header_text_ok(value) ||
        name.find(':') != std::string::npos) {
      done(refusal("bad header " + name));
      return;
    }
  }
  auto url = check_outbound_url(request.url, impl_->options.policy);
  if (!url) {
    done(refusal(url.error()));
    return;
  }
  Strand strand = asio::make_strand(impl_->context);
  auto exchange = std::make_shared<Exchange>(strand);
  std::uint64_t id = 0;
  {
    std::lock_guard lock(impl_->mutex);
    if (impl_->stopped) {
      done(failure("stopped"));
      return;
    }
    id = ++impl_->next_id;
    impl_->live.emplace(id, exchange);
    ++impl_->in_flight;
  }
  Impl* impl = impl_.get();
  asio::co_spawn(
      strand, impl->attempt(exchange, std::move(url).value(), std::move(request)),
      [impl, id, done = std::move(done)](std::exception_ptr exception, SendOutcome outcome) {
        if (exception) {
          try {
            std::rethrow_exception(exception);
          } catch (const std::exception& e) {
            outcome = failure(std::string("sending failed: ") + e.what());
          } catch (...) {
            outcome = failure("sending failed");
          }
        }
        {
          std::lock_guard lock(impl->mutex);
          impl->live.erase(id);
        }
        --impl->in_flight;
        done(std::move(outcome));
      });
}

void HttpsSender::stop() {
  std::vector<std::shared_ptr<Exchange>> exchanges;
  {
    std::lock_guard lock(impl_->mutex);
    if (impl_->stopped) return;
    impl_->stopped = true;
    for (auto& entry : impl_->live) {
      if (auto exchange = entry.second.lock()) exchanges.push_back(std::move(exchange));
    }
  }
  for (auto& exchange : exchanges) {
    asio::post(exchange->strand, [exchange] { exchange->abort(); });
  }
  impl_->work.reset();
  for (auto& thread : impl_->threads) {
    if (thread.joinable()) thread.join();
  }
}

}  // namespace kangaroom::server::push
