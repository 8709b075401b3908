// Fuzz target: protocol::parse_client_message on arbitrary bytes, as a
// WebSocket text frame arrives. It must never crash, throw or leak, and its
// answer must be consistent: a message or an error (with a text), an id the
// server may echo (null, an integer or a short string), and a reply that
// serializes.
#include "protocol/client_message.hpp"

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz_support.hpp"
#include "protocol/json_text.hpp"
#include "protocol/utf8.hpp"

using namespace kangaroom::protocol;

namespace {
bool echoable_id(const Json& id) {
  return id.is_null() || id.is_number_integer() ||
         (id.is_string() &&
          count_code_points(id.get_ref<const std::string&>()) <= max_id_characters);
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view frame(reinterpret_cast<const char*>(data), size);
  const ParseResult result = parse_client_message(frame);
  if (result.ok()) {
    FUZZ_CHECK(result.error.message.empty());
    FUZZ_CHECK(echoable_id(result.message->id));
    FUZZ_CHECK(!type_name(result.message->request).empty());
    (void)serialize(ok_message(result.message->id));
    // An accepted frame is a JSON object, and the parsed document gives the same request.
    std::string why;
    const auto document = parse_client_json(frame, why);
    FUZZ_CHECK(document && document->is_object());
    const ParseResult again = parse_client_document(*document);
    FUZZ_CHECK(again.ok() && again.message->request.index() == result.message->request.index());
  } else {
    FUZZ_CHECK(!result.error.message.empty());
    FUZZ_CHECK(echoable_id(result.error.id));
    FUZZ_CHECK(!to_string(result.error.code).empty());
    (void)serialize(error_message(result.error.id, result.error.code, result.error.message));
  }
  return 0;
}
