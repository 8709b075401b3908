// Parsing and validation of client messages: every parse-level error code,
// and the typed requests that valid frames become.
#include "protocol/client_message.hpp"

#include <doctest/doctest.h>

#include <set>

#include "protocol/json_text.hpp"

using namespace kangaroom::protocol;

namespace {
ErrorCode code_of(std::string_view text) {
  const auto result = parse_client_message(text);
  REQUIRE_FALSE(result.ok());
  return result.error.code;
}
template <typename T>
T request_of(std::string_view text) {
  const auto result = parse_client_message(text);
  REQUIRE_MESSAGE(result.ok(), result.error.message);
  REQUIRE(std::holds_alternative<T>(result.message->request));
  return std::get<T>(result.message->request);
}
}  // namespace

TEST_CASE("frames that are not a message object") {
  CHECK(code_of("") == ErrorCode::invalid_json);
  CHECK(code_of("{") == ErrorCode::invalid_json);
  CHECK(code_of("{\"type\":\"ping\"} trailing") == ErrorCode::invalid_json);
  CHECK(code_of("\"\xff\"") == ErrorCode::invalid_json);  // not UTF-8
  CHECK(code_of("[]") == ErrorCode::not_an_object);
  CHECK(code_of("42") == ErrorCode::not_an_object);
  CHECK(code_of("null") == ErrorCode::not_an_object);
}

TEST_CASE("invalid JSON still answers with the request's id where it comes before the fault") {
  const auto id_of = [](std::string_view text) {
    const auto result = parse_client_message(text);
    REQUIRE_FALSE(result.ok());
    CHECK(result.error.code == ErrorCode::invalid_json);
    return result.error.id;
  };
  // A lone surrogate in a chat line: not JSON nlohmann accepts.
  CHECK(id_of(R"({"id":7,"type":"chat","text":"\ud800"})") == 7);
  CHECK(id_of(R"({"type":"chat","id":"req-1","text":"\udc00 x"})") == "req-1");
  CHECK(id_of(R"({"id":12,"type":"move","move":{"a":)") == 12);  // cut off
  // An "id" inside the message is not the request's.
  CHECK(id_of(R"({"move":{"id":3},"text":"\ud800"})").is_null());
  // After the fault it cannot be read; a malformed id is none.
  CHECK(id_of(R"({"text":"\ud800","id":7})").is_null());
  CHECK(id_of(R"({"id":[1],"text":"\ud800"})").is_null());
  CHECK(id_of(R"({"id":1.5,"text":"\ud800"})").is_null());
  CHECK(id_of("{\"id\":\"" + std::string(65, 'x') + "\",\"text\":\"\\ud800\"}").is_null());
}

TEST_CASE("type and id") {
  CHECK(code_of("{}") == ErrorCode::missing_field);
  CHECK(code_of(R"({"type":null})") == ErrorCode::missing_field);
  CHECK(code_of(R"({"type":["move"]})") == ErrorCode::bad_field);
  CHECK(code_of(R"({"type":"fly"})") == ErrorCode::unknown_type);
  CHECK(code_of(R"({"type":"ping","id":1.5})") == ErrorCode::bad_field);
  CHECK(code_of(R"({"type":"ping","id":{"a":1}})") == ErrorCode::bad_field);
  CHECK(code_of(std::string(R"({"type":"ping","id":")") + std::string(65, 'x') + "\"}") ==
        ErrorCode::bad_field);

  const auto with_number = parse_client_message(R"({"type":"ping","id":7})");
  REQUIRE(with_number.ok());
  CHECK(with_number.message->id == 7);
  const auto with_text = parse_client_message(R"({"type":"ping","id":"a-7"})");
  REQUIRE(with_text.ok());
  CHECK(with_text.message->id == "a-7");
  // Errors after the id was read echo it.
  const auto unknown = parse_client_message(R"({"type":"fly","id":9})");
  CHECK(unknown.error.id == 9);
  CHECK(type_name(with_number.message->request) == "ping");
}

TEST_CASE("hello") {
  CHECK(request_of<Hello>(R"({"type":"hello","protocol":1,"client":"bot/1"})").client == "bot/1");
  CHECK(code_of(R"({"type":"hello"})") == ErrorCode::missing_field);
  CHECK(code_of(R"({"type":"hello","protocol":"1"})") == ErrorCode::bad_field);
  CHECK(code_of(R"({"type":"hello","protocol":1,"client":"a\nb"})") == ErrorCode::bad_field);
  // The version check itself is the server's (unsupported_protocol).
  CHECK(request_of<Hello>(R"({"type":"hello","protocol":2})").protocol == 2);
}

TEST_CASE("create_room") {
  const auto create = request_of<CreateRoom>(
      R"({"type":"create_room","game":"kangaruse","options":{"size":"tiny"},"seats":3,"seed":18446744073709551615})");
  CHECK(create.game == "kangaruse");
  CHECK(create.options["size"] == "tiny");
  CHECK(create.seats == 3);
  CHECK(create.seed == 18446744073709551615ULL);
  const auto minimal = request_of<CreateRoom>(R"({"type":"create_room","game":"kangaruse"})");
  CHECK(minimal.options.is_null());
  CHECK_FALSE(minimal.seats.has_value());
  CHECK(code_of(R"({"type":"create_room"})") == ErrorCode::missing_field);
  CHECK(code_of(R"({"type":"create_room","game":"kangaruse","options":[1]})") ==
        ErrorCode::bad_field);
  CHECK(code_of(R"({"type":"create_room","game":"kangaruse","seats":0})") == ErrorCode::bad_field);
  CHECK(code_of(R"({"type":"create_room","game":"kangaruse","seats":2.5})") ==
        ErrorCode::bad_field);
  CHECK(code_of(R"({"type":"create_room","game":"kangaruse","seed":-1})") == ErrorCode::bad_field);
}

TEST_CASE("join, take_seat, set_options") {
  const auto join =
      request_of<Join>(R"({"type":"join","room":"abc","seat_token":"t","version":12})");
  CHECK(join.room == "abc");
  CHECK(join.seat_token == "t");
  CHECK(join.version == 12u);
  CHECK(code_of(R"({"type":"join"})") == ErrorCode::missing_field);
  CHECK(code_of(R"({"type":"join","room":"abc","seat_token":5})") == ErrorCode::bad_field);

  const auto take = request_of<TakeSeat>(
      R"({"type":"take_seat","seat":2,"name":"Mia","icon":"star","color":"#A1b2C3"})");
  CHECK(take.seat == 2);
  CHECK(take.name == "Mia");
  CHECK(take.color == "#A1b2C3");
  CHECK_FALSE(request_of<TakeSeat>(R"({"type":"take_seat"})").seat.has_value());
  CHECK(code_of(R"({"type":"take_seat","seat":-1})") == ErrorCode::bad_field);
  CHECK(code_of(R"({"type":"take_seat","seat":64})") == ErrorCode::bad_field);
  CHECK(code_of(R"({"type":"take_seat","color":"#12345"})") == ErrorCode::bad_field);
  CHECK(code_of(R"({"type":"take_seat","color":"#12345g"})") == ErrorCode::bad_field);
  CHECK(code_of(R"({"type":"take_seat","name":"\u0007"})") == ErrorCode::bad_text);
  // 24 characters is the limit, counted in characters, not bytes.
  std::string name;
  for (int i = 0; i < 24; ++i) name += "\xC3\xA9";  // é
  CHECK(request_of<TakeSeat>(std::string(R"({"type":"take_seat","name":")") + name + "\"}").name ==
        name);
  CHECK(code_of(std::string(R"({"type":"take_seat","name":")") + name + "e\"}") ==
        ErrorCode::bad_field);

  CHECK(code_of(R"({"type":"set_options"})") == ErrorCode::missing_field);
  CHECK(request_of<SetOptions>(R"({"type":"set_options","seats":3})").seats == 3);
  CHECK(code_of(R"({"type":"set_options","options":"big"})") == ErrorCode::bad_field);
}

TEST_CASE("move, sync, chat, bots") {
  CHECK(request_of<MakeMove>(R"({"type":"move","move":{"action":"jump","x":1,"y":2}})").move["x"] ==
        1);
  CHECK(code_of(R"({"type":"move"})") == ErrorCode::missing_field);
  CHECK(code_of(R"({"type":"move","move":[1,2]})") == ErrorCode::bad_field);
  CHECK(request_of<Sync>(R"({"type":"sync","version":4})").version == 4u);
  CHECK_FALSE(request_of<Sync>(R"({"type":"sync"})").version.has_value());
  CHECK(code_of(R"({"type":"sync","version":"4"})") == ErrorCode::bad_field);

  CHECK(request_of<Chat>(R"({"type":"chat","text":"hi"})").text == "hi");
  CHECK(code_of(R"({"type":"chat"})") == ErrorCode::missing_field);
  CHECK(code_of(R"({"type":"chat","text":""})") == ErrorCode::bad_field);
  CHECK(code_of(R"({"type":"chat","text":7})") == ErrorCode::bad_field);
  CHECK(code_of(std::string(R"({"type":"chat","text":")") + std::string(281, 'a') + "\"}") ==
        ErrorCode::chat_too_long);
  CHECK(request_of<Chat>(std::string(R"({"type":"chat","text":")") + std::string(280, 'a') + "\"}")
            .text.size() == 280);

  const auto bot = request_of<AddBot>(R"({"type":"add_bot","seat":1,"level":"hard"})");
  CHECK(bot.seat == 1);
  CHECK(bot.level == BotLevel::hard);
  CHECK(request_of<AddBot>(R"({"type":"add_bot","seat":0})").level == BotLevel::medium);
  CHECK(code_of(R"({"type":"add_bot","seat":0,"level":"genius"})") == ErrorCode::bad_field);
  CHECK(code_of(R"({"type":"add_bot","level":"easy"})") == ErrorCode::missing_field);
  CHECK(request_of<RemoveBot>(R"({"type":"remove_bot","seat":3})").seat == 3);
  CHECK(request_of<ReleaseSeat>(R"({"type":"release_seat","seat":1})").seat == 1);
  CHECK(code_of(R"({"type":"release_seat"})") == ErrorCode::missing_field);
}

TEST_CASE("messages without fields") {
  request_of<LeaveSeat>(R"({"type":"leave_seat"})");
  request_of<Start>(R"({"type":"start"})");
  request_of<Rematch>(R"({"type":"rematch"})");
  request_of<Ping>(R"({"type":"ping"})");
  CHECK(type_name(request_of<Resign>(R"({"type":"resign","id":4})")) == "resign");
  // Unknown extra fields are ignored (forward compatibility).
  request_of<Ping>(R"({"type":"ping","colour":"blue"})");
}

TEST_CASE("names, icons and chat with control or format characters are refused with bad_text") {
  // JSON escapes; U+E0041 and U+1F998 are written as surrogate pairs.
  const char* refused[] = {R"(\u0000)", R"(\u001b)", R"(\u007f)",      R"(\u0085)",
                           R"(\u202e)", R"(\u200b)", R"(\ufeff)",      R"(\u00ad)",
                           R"(\n)",     R"(\t)",     R"(\udb40\udc41)"};
  for (const char* escaped : refused) {
    CAPTURE(escaped);
    const std::string text = std::string("Ana") + escaped + "Bo";
    CHECK(code_of(R"({"type":"take_seat","name":")" + text + "\"}") == ErrorCode::bad_text);
    CHECK(code_of(R"({"type":"take_seat","icon":")" + text + "\"}") == ErrorCode::bad_text);
    CHECK(code_of(R"({"type":"chat","text":")" + text + "\"}") == ErrorCode::bad_text);
  }
  // The message names what was refused, and which character.
  const auto name = parse_client_message(R"({"type":"take_seat","id":4,"name":"\u202eanA"})");
  REQUIRE_FALSE(name.ok());
  CHECK(name.error.id == 4);
  CHECK(name.error.message ==
        "names may not contain control or invisible formatting characters (U+202E)");
  const auto chat = parse_client_message(R"({"type":"chat","text":"gg\udb40\udc41"})");
  REQUIRE_FALSE(chat.ok());
  CHECK(chat.error.message ==
        "chat may not contain control or invisible formatting characters (U+E0041)");

  const char* accepted[] = {"Ana", R"(Zo\u00eb)", R"(\u738b\u5c0f\u660e)", R"(\ud83e\udd98)",
                            R"(e\u0301)"};
  for (const char* escaped : accepted) {
    CAPTURE(escaped);
    const std::string text = escaped;
    CHECK_FALSE(
        request_of<TakeSeat>(R"({"type":"take_seat","name":")" + text + "\"}").name.empty());
    CHECK_FALSE(request_of<Chat>(R"({"type":"chat","text":")" + text + "\"}").text.empty());
  }
  CHECK(request_of<TakeSeat>(R"({"type":"take_seat","name":"\ud83e\udd98"})").name ==
        "\xF0\x9F\xA6\x98");
  // Over-long text is still chat_too_long, not bad_text, whatever it holds.
  CHECK(code_of(std::string(R"({"type":"chat","text":")") + std::string(281, 'a') +
                R"(\u202e"})") == ErrorCode::chat_too_long);
}

TEST_CASE("error codes have stable, unique names that round-trip") {
  std::set<std::string_view> names;
  for (const ErrorCode code : all_error_codes) {
    const auto name = to_string(code);
    CHECK(names.insert(name).second);
    CHECK(error_code_from_string(name) == code);
  }
  CHECK_FALSE(error_code_from_string("nonsense").has_value());
  CHECK(to_string(ErrorCode::not_your_turn) == "not_your_turn");
  CHECK(to_string(ErrorCode::rate_limited) == "rate_limited");
}

TEST_CASE("input nested deeper than 32 levels is refused before it is parsed") {
  const auto nested = [](int levels) {
    return std::string(levels, '[') + std::string(levels, ']');
  };
  // The message object is one level, "move" another: 30 arrays inside fit.
  CHECK(parse_client_message(R"({"type":"move","move":{"a":)" + nested(30) + "}}").ok());
  CHECK(code_of(R"({"type":"move","move":{"a":)" + nested(31) + "}}") == ErrorCode::invalid_json);
  CHECK(code_of(nested(15000)) == ErrorCode::invalid_json);
  // Brackets inside strings (escaped quotes included) are text, not nesting.
  const std::string brackets =
      R"({"type":"chat","text":"\"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["})";
  CHECK(parse_client_message(brackets).ok());
  CHECK(json_depth_within("[[]]", 2));
  CHECK_FALSE(json_depth_within("[[[]]]", 2));
  CHECK(json_depth_within(R"(["[[[", "\"[[["])", 1));
}

TEST_CASE("update_seat and swap_seats") {
  const auto update =
      request_of<UpdateSeat>(R"({"type":"update_seat","name":"Mia","color":"#A1b2C3"})");
  CHECK(update.name == "Mia");
  CHECK_FALSE(update.icon.has_value());
  CHECK(update.color == "#A1b2C3");
  CHECK(request_of<UpdateSeat>(R"({"type":"update_seat","icon":"moon"})").icon == "moon");
  CHECK(code_of(R"({"type":"update_seat"})") == ErrorCode::missing_field);
  CHECK(code_of(R"({"type":"update_seat","name":"   "})") == ErrorCode::bad_field);
  CHECK(code_of(R"({"type":"update_seat","name":"a\u202eb"})") == ErrorCode::bad_text);
  CHECK(code_of(R"({"type":"update_seat","color":"red"})") == ErrorCode::bad_field);
  CHECK(code_of(std::string(R"({"type":"update_seat","name":")") + std::string(25, 'a') + "\"}") ==
        ErrorCode::bad_field);

  const auto swap = request_of<SwapSeats>(R"({"type":"swap_seats","seats":[3,0]})");
  CHECK(swap.first == 3);
  CHECK(swap.second == 0);
  CHECK(code_of(R"({"type":"swap_seats"})") == ErrorCode::missing_field);
  CHECK(code_of(R"({"type":"swap_seats","seats":[1,1]})") == ErrorCode::bad_field);
  CHECK(code_of(R"({"type":"swap_seats","seats":[1]})") == ErrorCode::bad_field);
  CHECK(code_of(R"({"type":"swap_seats","seats":[1,2,3]})") == ErrorCode::bad_field);
  CHECK(code_of(R"({"type":"swap_seats","seats":[1,64]})") == ErrorCode::bad_field);
  CHECK(code_of(R"({"type":"swap_seats","seats":[-1,2]})") == ErrorCode::bad_field);
  CHECK(code_of(R"({"type":"swap_seats","seats":[1,"2"]})") == ErrorCode::bad_field);
  CHECK(code_of(R"({"type":"swap_seats","seats":[18446744073709551615,2]})") ==
        ErrorCode::bad_field);
  CHECK(type_name(Request{SwapSeats{}}) == "swap_seats");
  CHECK(type_name(Request{UpdateSeat{}}) == "update_seat");
}

TEST_CASE("offer and answer_offer") {
  CHECK(request_of<Offer>(R"({"type":"offer","kind":"takeback"})").kind == OfferKind::takeback);
  CHECK(request_of<Offer>(R"({"type":"offer","kind":"draw"})").kind == OfferKind::draw);
  CHECK(request_of<Offer>(R"({"type":"offer","kind":"rematch"})").kind == OfferKind::rematch);
  CHECK(code_of(R"({"type":"offer"})") == ErrorCode::missing_field);
  CHECK(code_of(R"({"type":"offer","kind":"resign"})") == ErrorCode::bad_field);
  CHECK(code_of(R"({"type":"offer","kind":1})") == ErrorCode::bad_field);
  CHECK(request_of<AnswerOffer>(R"({"type":"answer_offer","accept":true})").accept);
  CHECK_FALSE(request_of<AnswerOffer>(R"({"type":"answer_offer","accept":false})").accept);
  CHECK(code_of(R"({"type":"answer_offer"})") == ErrorCode::missing_field);
  CHECK(code_of(R"({"type":"answer_offer","accept":"yes"})") == ErrorCode::bad_field);
  for (const OfferKind kind : {OfferKind::takeback, OfferKind::draw, OfferKind::rematch})
    CHECK(offer_kind_from_string(to_string(kind)) == kind);
}

TEST_CASE("subscribe: a push subscription, a webhook, null removes, lang") {
  const auto push = request_of<Subscribe>(
      R"({"type":"subscribe","push":{"endpoint":"https://push.example/x","keys":{"p256dh":"BAA","auth":"q"}},"lang":"ar-SA"})");
  REQUIRE(push.push.has_value());
  REQUIRE(push.push->has_value());
  CHECK((*push.push)->endpoint == "https://push.example/x");
  CHECK((*push.push)->p256dh == "BAA");
  CHECK((*push.push)->auth == "q");
  CHECK_FALSE(push.webhook.has_value());
  CHECK(push.lang == "ar");
  CHECK(push.page_origin.empty());  // never read from the message

  const auto off = request_of<Subscribe>(R"({"type":"subscribe","push":null,"webhook":null})");
  REQUIRE(off.push.has_value());
  CHECK_FALSE(off.push->has_value());
  REQUIRE(off.webhook.has_value());
  CHECK_FALSE(off.webhook->has_value());
  CHECK(off.lang == "en");

  const auto hook = request_of<Subscribe>(
      R"({"type":"subscribe","webhook":"https://hooks.example/abc","lang":"en-GB"})");
  REQUIRE(hook.webhook.has_value());
  CHECK(**hook.webhook == "https://hooks.example/abc");
  CHECK_FALSE(hook.push.has_value());
  CHECK(hook.lang == "en");
  CHECK(type_name(Request{Subscribe{}}) == "subscribe");

  CHECK(code_of(R"({"type":"subscribe"})") == ErrorCode::missing_field);
  CHECK(code_of(R"({"type":"subscribe","push":"https://x"})") == ErrorCode::bad_field);
  CHECK(code_of(R"({"type":"subscribe","push":{"endpoint":"https://x"}})") == ErrorCode::bad_field);
  CHECK(code_of(R"({"type":"subscribe","push":{"endpoint":"https://x","keys":{"p256dh":"a"}}})") ==
        ErrorCode::bad_field);
  CHECK(code_of(R"({"type":"subscribe","webhook":5})") == ErrorCode::bad_field);
  CHECK(code_of(R"({"type":"subscribe","webhook":"https://x/\u0007"})") == ErrorCode::bad_field);
  const std::string long_url = "https://x/" + std::string(1100, 'a');
  CHECK(code_of(R"({"type":"subscribe","webhook":")" + long_url + R"("})") == ErrorCode::bad_field);
}
