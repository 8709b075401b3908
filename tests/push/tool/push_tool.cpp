// push_tool: the push library on the command line, for the cross-check
// against npm's web-push (tests/push/crosscheck). Binary values travel as
// base64url; a failure prints its reason on stderr and exits 1.
//
//   push_tool encrypt P256DH AUTH          plaintext on stdin -> body (base64url)
//   push_tool decrypt PRIVATE_KEY AUTH     body (base64url) on stdin -> plaintext
//   push_tool vapid-key FILE               the key in FILE (created if missing): public key
//   push_tool vapid FILE ENDPOINT SUBJECT  the Authorization header for a push to ENDPOINT
//   push_tool verify-vapid AUDIENCE        header on stdin -> its claims and key as JSON
//   push_tool deliver FILE SUBJECT         a notification through the delivery queue and
//                                          the real sender (allow_private): JSON on stdin
//                                          {endpoint, p256dh, auth} or {webhook}, with
//                                          {title, body, url, tag, event}; prints the
//                                          queue's counters and gone reasons as JSON
#include <chrono>
#include <iostream>
#include <iterator>
#include <mutex>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <thread>

#include "server/push/base64url.hpp"
#include "server/push/delivery_queue.hpp"
#include "server/push/https_sender.hpp"
#include "server/push/payload_encryption.hpp"
#include "server/push/vapid_jwt.hpp"
#include "server/push/vapid_key.hpp"

using namespace kangaroom::server::push;

namespace {

int usage() {
  std::cerr << "usage: push_tool encrypt P256DH AUTH | decrypt PRIVATE_KEY AUTH | vapid-key FILE |"
               " vapid FILE ENDPOINT SUBJECT | verify-vapid AUDIENCE | deliver FILE SUBJECT\n";
  return 2;
}

int fail(std::string_view reason) {
  std::cerr << "push_tool: " << reason << "\n";
  return 1;
}

std::string read_stdin() {
  return std::string(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>());
}

std::string_view trim_line_end(std::string_view text) {
  while (!text.empty() && (text.back() == '\n' || text.back() == '\r')) text.remove_suffix(1);
  return text;
}

int encrypt(std::string_view p256dh, std::string_view auth) {
  const auto body = encrypt_push_payload({std::string(p256dh), std::string(auth)}, read_stdin());
  if (!body) return fail(body.error());
  std::cout << base64url_encode(body.value()) << "\n";
  return 0;
}

int decrypt(std::string_view private_key, std::string_view auth) {
  const auto key = base64url_decode(private_key);
  const auto secret = base64url_decode(auth);
  const std::string input = read_stdin();
  const auto body = base64url_decode(trim_line_end(input));
  if (!key || !secret || !body) return fail("arguments and stdin are base64url");
  const auto plaintext = decrypt_push_payload(*body, *key, *secret);
  if (!plaintext) return fail(plaintext.error());
  std::cout << plaintext.value();
  return 0;
}

int print_vapid_key(const char* file) {
  const auto key = VapidKey::load_or_create_file(file);
  if (!key) return fail(key.error());
  std::cout << key.value().public_key_base64url() << "\n";
  return 0;
}

int print_vapid_header(const char* file, std::string_view endpoint, std::string_view subject) {
  const auto key = VapidKey::load_or_create_file(file);
  if (!key) return fail(key.error());
  const auto header = vapid_authorization_for_endpoint(key.value(), endpoint, subject,
                                                       std::chrono::system_clock::now());
  if (!header) return fail(header.error());
  std::cout << header.value() << "\n";
  return 0;
}

int verify_vapid(std::string_view audience) {
  const std::string input = read_stdin();
  const auto verified =
      verify_vapid_authorization(trim_line_end(input), audience, std::chrono::system_clock::now());
  if (!verified) return fail(verified.error());
  const nlohmann::json answer = {{"aud", verified.value().claims.audience},
                                 {"exp", verified.value().claims.expires_at},
                                 {"sub", verified.value().claims.subject},
                                 {"k", verified.value().public_key_base64url}};
  std::cout << answer.dump() << "\n";
  return 0;
}

int deliver(const char* file, std::string_view subject) {
  const auto key = VapidKey::load_or_create_file(file);
  if (!key) return fail(key.error());
  const auto input = nlohmann::json::parse(read_stdin(), nullptr, false);
  if (!input.is_object()) return fail("stdin is not a JSON object");
  DeliveryTarget target;
  if (input.contains("webhook")) {
    target = WebhookTarget{input.value("webhook", "")};
  } else {
    target = WebPushTarget{input.value("endpoint", ""), input.value("p256dh", ""),
                           input.value("auth", "")};
  }
  const NotificationContent content{input.value("title", ""), input.value("body", ""),
                                    input.value("url", ""),   input.value("tag", ""),
                                    input.value("event", ""), input.value("urgent", false)};
  HttpsSender::Options sender_options;
  sender_options.policy.allow_private = true;
  HttpsSender sender(sender_options);
  MemoryDeliveryStore store;
  DeliveryQueueOptions options;
  options.vapid_subject = std::string(subject);
  DeliveryQueue queue(store, sender, &key.value(), options);
  std::mutex mutex;
  nlohmann::json gone = nlohmann::json::array();
  queue.set_gone_callback([&](const Delivery&, const std::string& reason) {
    std::lock_guard lock(mutex);
    gone.push_back(reason);
  });
  queue.start();
  if (queue.enqueue("TOOL", 0, target, content) != EnqueueResult::queued) {
    return fail("not queued");
  }
  const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(10);
  for (;;) {
    const auto counters = queue.counters();
    if (counters.sent + counters.gone + counters.given_up + counters.retried > 0) break;
    if (std::chrono::steady_clock::now() > until) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  queue.stop();
  sender.stop();
  const auto counters = queue.counters();
  std::lock_guard lock(mutex);
  std::cout << nlohmann::json{{"sent", counters.sent},
                              {"retried", counters.retried},
                              {"given_up", counters.given_up},
                              {"gone", gone}}
                   .dump()
            << "\n";
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  const std::string_view command = argc > 1 ? argv[1] : "";
  if (command == "encrypt" && argc == 4) return encrypt(argv[2], argv[3]);
  if (command == "decrypt" && argc == 4) return decrypt(argv[2], argv[3]);
  if (command == "vapid-key" && argc == 3) return print_vapid_key(argv[2]);
  if (command == "vapid" && argc == 5) return print_vapid_header(argv[2], argv[3], argv[4]);
  if (command == "verify-vapid" && argc == 3) return verify_vapid(argv[2]);
  if (command == "deliver" && argc == 4) return deliver(argv[2], argv[3]);
  return usage();
}
