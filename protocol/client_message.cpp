#include "protocol/client_message.hpp"

#include <limits>

#include "core/names.hpp"
#include "protocol/display_text.hpp"
#include "protocol/json_text.hpp"
#include "protocol/utf8.hpp"

namespace kangaroom::protocol {

namespace {
constexpr engine::NameTable<BotLevel, 3> bot_level_names = {
    {{BotLevel::easy, "easy"}, {BotLevel::medium, "medium"}, {BotLevel::hard, "hard"}}};
}  // namespace

std::string_view to_string(BotLevel level) {
  return engine::name_of(bot_level_names, level, "medium");
}

std::optional<BotLevel> bot_level_from_string(std::string_view text) {
  return engine::value_of(bot_level_names, text);
}

const char* to_string(TurnClock::OnTimeout on_timeout) {
  return on_timeout == TurnClock::OnTimeout::lose ? "lose" : "bot";
}

namespace {

// The bad_text message for text that others would see: `what` says whose
// text ("names", "chat"), the code point which character was refused.
std::string refused_text_message(std::string_view what, char32_t code_point) {
  return std::string(what) + " may not contain control or invisible formatting characters (" +
         code_point_name(code_point) + ")";
}

// Reads typed fields of one message object; the first problem found is kept
// and later reads become no-ops, so each parser reads straight down.
class FieldReader {
 public:
  explicit FieldReader(const Json& object) : object_(object) {}

  bool failed() const { return error_.has_value(); }
  const std::optional<ParseError>& error() const { return error_; }

  const Json* find(const char* key) {
    const auto it = object_.find(key);
    if (it == object_.end() || it->is_null()) return nullptr;
    return &*it;
  }

  // The field to read next: null once a read has failed, or when the field is
  // absent (a failure with missing_field if it is `required`).
  const Json* field(const char* key, bool required) {
    if (failed()) return nullptr;
    const Json* value = find(key);
    if (!value && required)
      fail(ErrorCode::missing_field, std::string("'") + key + "' is required");
    return value;
  }

  std::optional<std::string> text(const char* key, bool required, std::size_t max_characters,
                                  bool allow_control = true) {
    const Json* value = field(key, required);
    if (!value) return std::nullopt;
    if (!value->is_string()) {
      fail(ErrorCode::bad_field, std::string("'") + key + "' must be a string");
      return std::nullopt;
    }
    const auto& string = value->get_ref<const std::string&>();
    if (count_code_points(string) > max_characters) {
      fail(ErrorCode::bad_field, std::string("'") + key + "' is longer than " +
                                     std::to_string(max_characters) + " characters");
      return std::nullopt;
    }
    if (!allow_control && has_control_character(string)) {
      fail(ErrorCode::bad_field, std::string("'") + key + "' must not hold control characters");
      return std::nullopt;
    }
    return string;
  }

  // Optional text that other people see (a name, an icon): besides the
  // checks of text(), it is refused with bad_text if it holds a control or
  // format character (protocol/display_text.hpp). `what` names it in the
  // message.
  std::optional<std::string> display_text(const char* key, std::size_t max_characters,
                                          std::string_view what) {
    auto string = text(key, false, max_characters);
    if (!string) return std::nullopt;
    if (const auto refused = first_refused_display_character(*string)) {
      fail(ErrorCode::bad_text, refused_text_message(what, *refused));
      return std::nullopt;
    }
    return string;
  }

  std::optional<long long> integer(const char* key, bool required, long long min, long long max) {
    const Json* value = field(key, required);
    if (!value) return std::nullopt;
    if (!value->is_number_integer()) {
      fail(ErrorCode::bad_field, std::string("'") + key + "' must be an integer");
      return std::nullopt;
    }
    // Unsigned values above the signed range are out of range too.
    if (value->is_number_unsigned() &&
        value->get<unsigned long long>() > static_cast<unsigned long long>(max)) {
      fail(ErrorCode::bad_field, std::string("'") + key + "' is out of range");
      return std::nullopt;
    }
    const auto number = value->get<long long>();
    if (number < min || number > max) {
      fail(ErrorCode::bad_field, std::string("'") + key + "' must be between " +
                                     std::to_string(min) + " and " + std::to_string(max));
      return std::nullopt;
    }
    return number;
  }

  std::optional<std::uint64_t> unsigned_integer(const char* key) {
    const Json* value = field(key, false);
    if (!value) return std::nullopt;
    if (!value->is_number_integer() ||
        (value->is_number_integer() && !value->is_number_unsigned() &&
         value->get<long long>() < 0)) {
      fail(ErrorCode::bad_field, std::string("'") + key + "' must be a non-negative integer");
      return std::nullopt;
    }
    return value->get<std::uint64_t>();
  }

  Json object_or_null(const char* key) {
    const Json* value = field(key, false);
    if (!value) return nullptr;
    if (!value->is_object()) {
      fail(ErrorCode::bad_field, std::string("'") + key + "' must be an object");
      return nullptr;
    }
    return *value;
  }

  void fail(ErrorCode code, std::string message) {
    if (!error_) error_ = ParseError{nullptr, code, std::move(message)};
  }

 private:
  const Json& object_;
  std::optional<ParseError> error_;
};

bool is_colour(std::string_view text) {
  if (text.size() != 7 || text[0] != '#') return false;
  for (std::size_t i = 1; i < text.size(); ++i) {
    const char c = text[i];
    if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'))) return false;
  }
  return true;
}

constexpr long long max_seat_index = 63;

// "turn_clock": {"seconds": N, "bot": "easy"|"medium"|"hard", "on_timeout": "bot"|"lose"};
// N == 0 turns it off.
std::optional<TurnClock> read_turn_clock(FieldReader& fields) {
  if (fields.failed()) return std::nullopt;
  const Json* value = fields.find("turn_clock");
  if (!value || value->is_null()) return std::nullopt;
  const auto bad = [&fields] {
    fields.fail(ErrorCode::bad_field, "'turn_clock' must be {\"seconds\": 0 or " +
                                          std::to_string(TurnClock::min_seconds) + " to " +
                                          std::to_string(TurnClock::max_seconds) +
                                          ", \"bot\": \"easy\", \"medium\" or \"hard\", "
                                          "\"on_timeout\": \"bot\" or \"lose\"}");
    return std::nullopt;
  };
  if (!value->is_object()) return bad();
  TurnClock clock;
  const auto seconds = value->find("seconds");
  if (seconds == value->end() || !seconds->is_number_integer()) return bad();
  const auto count = seconds->get<long long>();
  if (count != 0 && (count < TurnClock::min_seconds || count > TurnClock::max_seconds))
    return bad();
  clock.seconds = static_cast<int>(count);
  if (const auto level = value->find("bot"); level != value->end()) {
    const auto parsed =
        level->is_string() ? bot_level_from_string(level->get<std::string>()) : std::nullopt;
    if (!parsed) return bad();
    clock.level = *parsed;
  }
  if (const auto on_timeout = value->find("on_timeout"); on_timeout != value->end()) {
    if (*on_timeout == "bot")
      clock.on_timeout = TurnClock::OnTimeout::bot;
    else if (*on_timeout == "lose")
      clock.on_timeout = TurnClock::OnTimeout::lose;
    else
      return bad();
  }
  for (const auto& [key, ignored] : value->items())
    if (key != "seconds" && key != "bot" && key != "on_timeout") return bad();
  return clock;
}

// A name, icon or colour given to update_seat: the checks of take_seat's,
// and a name must hold something besides spaces (it is how others tell you).
UpdateSeat read_update_seat(FieldReader& fields) {
  UpdateSeat update;
  update.name = fields.display_text("name", max_name_characters, "names");
  if (update.name && update.name->find_first_not_of(" ") == std::string::npos)
    fields.fail(ErrorCode::bad_field, "'name' must not be empty");
  update.icon = fields.display_text("icon", max_icon_characters, "icons");
  update.color = fields.text("color", false, 7, false);
  if (update.color && !is_colour(*update.color))
    fields.fail(ErrorCode::bad_field, "'color' must look like #rrggbb");
  if (!fields.failed() && !update.name && !update.icon && !update.color)
    fields.fail(ErrorCode::missing_field, "'name', 'icon' or 'color' is required");
  return update;
}

// "seats": [a, b], two different seat numbers.
SwapSeats read_swap_seats(FieldReader& fields) {
  SwapSeats swap;
  const Json* seats = fields.field("seats", true);
  if (!seats) return swap;
  const auto seat_number = [](const Json& value) {
    return value.is_number_integer() &&
           !(value.is_number_unsigned() &&
             value.get<unsigned long long>() > static_cast<unsigned long long>(max_seat_index)) &&
           value.get<long long>() >= 0 && value.get<long long>() <= max_seat_index;
  };
  if (!seats->is_array() || seats->size() != 2 || !seat_number(seats->at(0)) ||
      !seat_number(seats->at(1)) || seats->at(0) == seats->at(1)) {
    fields.fail(ErrorCode::bad_field, "'seats' must be two different seat numbers, 0 to " +
                                          std::to_string(max_seat_index));
    return swap;
  }
  swap.first = seats->at(0).get<int>();
  swap.second = seats->at(1).get<int>();
  return swap;
}

// "subscribe": "push" an object {"endpoint", "keys": {"p256dh", "auth"}} or
// null, "webhook" a URL or null, at least one of them present; "lang". The
// URLs' shape only: whether the server may call them is the net layer's
// check (server/push/outbound_guard.hpp), answered bad_endpoint.
Subscribe read_subscribe(FieldReader& fields, const Json& document) {
  Subscribe subscribe;
  const auto string_of = [](const Json& object, const char* key, std::size_t max,
                            std::string& out) {
    const auto it = object.find(key);
    if (it == object.end() || !it->is_string()) return false;
    out = it->get<std::string>();
    return !out.empty() && count_code_points(out) <= max && !has_control_character(out);
  };
  if (const auto push = document.find("push"); push != document.end()) {
    if (push->is_null()) {
      subscribe.push.emplace(std::nullopt);
    } else {
      PushSubscription subscription;
      const auto keys = push->is_object() ? push->find("keys") : push->end();
      if (!push->is_object() ||
          !string_of(*push, "endpoint", max_endpoint_characters, subscription.endpoint) ||
          keys == push->end() || !keys->is_object() ||
          !string_of(*keys, "p256dh", 128, subscription.p256dh) ||
          !string_of(*keys, "auth", 64, subscription.auth)) {
        fields.fail(ErrorCode::bad_field,
                    "'push' must be {\"endpoint\": URL, \"keys\": {\"p256dh\", \"auth\"}} or null");
        return subscribe;
      }
      subscribe.push.emplace(std::move(subscription));
    }
  }
  if (const auto webhook = document.find("webhook"); webhook != document.end()) {
    if (webhook->is_null()) {
      subscribe.webhook.emplace(std::nullopt);
    } else if (auto url = fields.text("webhook", false, max_endpoint_characters, false)) {
      subscribe.webhook.emplace(std::move(*url));
    }
  }
  if (const auto lang = fields.text("lang", false, 35, false))
    subscribe.lang = lang->rfind("ar", 0) == 0 ? "ar" : "en";
  if (!fields.failed() && !subscribe.push && !subscribe.webhook)
    fields.fail(ErrorCode::missing_field, "'push' or 'webhook' is required");
  return subscribe;
}

std::optional<Request> read_request(std::string_view type, FieldReader& fields,
                                    const Json& document) {
  if (type == "hello") {
    Hello hello;
    hello.protocol = static_cast<int>(
        fields.integer("protocol", true, 0, std::numeric_limits<int>::max()).value_or(0));
    hello.client = fields.text("client", false, max_client_name_characters, false).value_or("");
    return hello;
  }
  if (type == "create_room") {
    CreateRoom create;
    create.game = fields.text("game", true, 64, false).value_or("");
    create.options = fields.object_or_null("options");
    if (const auto seats = fields.integer("seats", false, 1, max_seat_index + 1))
      create.seats = static_cast<int>(*seats);
    create.seed = fields.unsigned_integer("seed");
    create.turn_clock = read_turn_clock(fields);
    return create;
  }
  if (type == "join") {
    Join join;
    join.room = fields.text("room", true, 64, false).value_or("");
    join.seat_token = fields.text("seat_token", false, max_token_characters, false).value_or("");
    join.host_token = fields.text("host_token", false, max_token_characters, false).value_or("");
    join.version = fields.unsigned_integer("version");
    return join;
  }
  if (type == "take_seat") {
    TakeSeat take;
    if (const auto seat = fields.integer("seat", false, 0, max_seat_index))
      take.seat = static_cast<int>(*seat);
    take.name = fields.display_text("name", max_name_characters, "names").value_or("");
    take.icon = fields.display_text("icon", max_icon_characters, "icons").value_or("");
    take.color = fields.text("color", false, 7, false).value_or("");
    if (!take.color.empty() && !is_colour(take.color))
      fields.fail(ErrorCode::bad_field, "'color' must look like #rrggbb");
    return take;
  }
  if (type == "leave_seat") return LeaveSeat{};
  if (type == "set_options") {
    SetOptions set;
    set.options = fields.object_or_null("options");
    if (const auto seats = fields.integer("seats", false, 1, max_seat_index + 1))
      set.seats = static_cast<int>(*seats);
    set.turn_clock = read_turn_clock(fields);
    if (!fields.failed() && set.options.is_null() && !set.seats && !set.turn_clock)
      fields.fail(ErrorCode::missing_field, "'options', 'seats' or 'turn_clock' is required");
    return set;
  }
  if (type == "start") return Start{};
  if (type == "move") {
    const Json* move = fields.field("move", true);
    if (!move) return std::nullopt;
    if (!move->is_object()) {
      fields.fail(ErrorCode::bad_field, "'move' must be an object");
      return std::nullopt;
    }
    return MakeMove{*move};
  }
  if (type == "sync") {
    Sync sync;
    sync.version = fields.unsigned_integer("version");
    return sync;
  }
  if (type == "chat") {
    const Json* text = fields.field("text", true);
    if (!text) return std::nullopt;
    if (!text->is_string()) {
      fields.fail(ErrorCode::bad_field, "'text' must be a string");
      return std::nullopt;
    }
    const auto& string = text->get_ref<const std::string&>();
    const std::size_t characters = count_code_points(string);
    if (characters == 0) {
      fields.fail(ErrorCode::bad_field, "'text' must not be empty");
      return std::nullopt;
    }
    if (characters > max_chat_characters) {
      fields.fail(ErrorCode::chat_too_long,
                  "chat is limited to " + std::to_string(max_chat_characters) + " characters");
      return std::nullopt;
    }
    // Chat is one line (the web client's field is an <input>), so newlines
    // are refused with every other control character.
    if (const auto refused = first_refused_display_character(string)) {
      fields.fail(ErrorCode::bad_text, refused_text_message("chat", *refused));
      return std::nullopt;
    }
    return Chat{string};
  }
  if (type == "rematch") return Rematch{};
  if (type == "release_seat") {
    return ReleaseSeat{
        static_cast<int>(fields.integer("seat", true, 0, max_seat_index).value_or(0))};
  }
  if (type == "add_bot") {
    AddBot add;
    add.seat = static_cast<int>(fields.integer("seat", true, 0, max_seat_index).value_or(0));
    const auto level = fields.text("level", false, 16, false);
    if (level) {
      const auto parsed = bot_level_from_string(*level);
      if (!parsed)
        fields.fail(ErrorCode::bad_field, "'level' must be \"easy\", \"medium\" or \"hard\"");
      else
        add.level = *parsed;
    }
    return add;
  }
  if (type == "remove_bot") {
    return RemoveBot{static_cast<int>(fields.integer("seat", true, 0, max_seat_index).value_or(0))};
  }
  if (type == "ping") return Ping{};
  if (type == "resign") return Resign{};
  if (type == "update_seat") return read_update_seat(fields);
  if (type == "swap_seats") return read_swap_seats(fields);
  if (type == "offer") {
    const auto kind = fields.text("kind", true, 16, false);
    if (!kind) return std::nullopt;
    const auto parsed = offer_kind_from_string(*kind);
    if (!parsed) {
      fields.fail(ErrorCode::bad_field, "'kind' must be \"takeback\", \"draw\" or \"rematch\"");
      return std::nullopt;
    }
    return Offer{*parsed};
  }
  if (type == "answer_offer") {
    const Json* accept = fields.field("accept", true);
    if (!accept) return std::nullopt;
    if (!accept->is_boolean()) {
      fields.fail(ErrorCode::bad_field, "'accept' must be true or false");
      return std::nullopt;
    }
    return AnswerOffer{accept->get<bool>()};
  }
  if (type == "subscribe") return read_subscribe(fields, document);
  fields.fail(ErrorCode::unknown_type, "unknown message type '" + std::string(type) + "'");
  return std::nullopt;
}

ParseResult failure(Json id, ErrorCode code, std::string message) {
  ParseResult result;
  result.error = ParseError{std::move(id), code, std::move(message)};
  return result;
}

// The top-level "id" of a text that is not valid JSON, where it comes before
// what is wrong (a lone surrogate in a chat line, a cut frame), so that the
// error still answers the request that sent it. nlohmann's SAX parser hands
// over every value it read before the error; this keeps only that one.
class IdBeforeTheError final : public nlohmann::json_sax<Json> {
 public:
  Json id = nullptr;

  bool null() override { return value(nullptr); }
  bool boolean(bool) override { return value(nullptr); }
  bool number_integer(number_integer_t number) override { return value(number); }
  bool number_unsigned(number_unsigned_t number) override { return value(number); }
  bool number_float(number_float_t, const string_t&) override { return value(nullptr); }
  bool string(string_t& text) override {
    return count_code_points(text) <= max_id_characters ? value(text) : value(nullptr);
  }
  bool binary(binary_t&) override { return value(nullptr); }
  bool start_object(std::size_t) override { return open(); }
  bool start_array(std::size_t) override { return open(); }
  bool end_object() override { return close(); }
  bool end_array() override { return close(); }
  bool key(string_t& name) override {
    id_is_next_ = depth_ == 1 && name == "id";
    return true;
  }
  bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception&) override {
    return false;
  }

 private:
  // Stops reading once the id is found (returning false ends the parse).
  bool value(Json read) {
    if (!id_is_next_) return true;
    id = std::move(read);
    return false;
  }
  bool open() {
    if (id_is_next_) return value(nullptr);  // an object or array as the id: not one
    ++depth_;
    return true;
  }
  bool close() {
    --depth_;
    return true;
  }
  int depth_ = 0;
  bool id_is_next_ = false;
};

Json id_of_invalid_json(std::string_view text) {
  IdBeforeTheError reader;
  Json::sax_parse(text.begin(), text.end(), &reader, nlohmann::json::input_format_t::json,
                  /*strict=*/false);
  return reader.id;
}

}  // namespace

ParseResult parse_client_message(std::string_view text) {
  std::string why;
  const auto document = parse_client_json(text, why);
  if (!document) return failure(id_of_invalid_json(text), ErrorCode::invalid_json, std::move(why));
  return parse_client_document(*document);
}

ParseResult parse_client_document(const Json& document) {
  if (!document.is_object())
    return failure(nullptr, ErrorCode::not_an_object, "a message must be a JSON object");

  Json id = nullptr;
  if (const auto it = document.find("id"); it != document.end() && !it->is_null()) {
    if (it->is_number_integer() ||
        (it->is_string() &&
         count_code_points(it->get_ref<const std::string&>()) <= max_id_characters)) {
      id = *it;
    } else {
      return failure(nullptr, ErrorCode::bad_field,
                     "'id' must be an integer or a string of at most 64 characters");
    }
  }

  const auto type = document.find("type");
  if (type == document.end() || type->is_null())
    return failure(id, ErrorCode::missing_field, "'type' is required");
  if (!type->is_string()) return failure(id, ErrorCode::bad_field, "'type' must be a string");

  FieldReader fields(document);
  auto request = read_request(type->get_ref<const std::string&>(), fields, document);
  if (fields.failed()) {
    ParseError error = *fields.error();
    return failure(id, error.code, std::move(error.message));
  }
  ParseResult result;
  result.message = ClientMessage{std::move(id), std::move(*request)};
  return result;
}

std::string_view to_string(OfferKind kind) {
  switch (kind) {
    case OfferKind::takeback:
      return "takeback";
    case OfferKind::draw:
      return "draw";
    case OfferKind::rematch:
      return "rematch";
  }
  return "takeback";
}

std::optional<OfferKind> offer_kind_from_string(std::string_view text) {
  for (const OfferKind kind : {OfferKind::takeback, OfferKind::draw, OfferKind::rematch})
    if (to_string(kind) == text) return kind;
  return std::nullopt;
}

std::string_view type_name(const Request& request) {
  struct Namer {
    std::string_view operator()(const Hello&) const { return "hello"; }
    std::string_view operator()(const CreateRoom&) const { return "create_room"; }
    std::string_view operator()(const Join&) const { return "join"; }
    std::string_view operator()(const TakeSeat&) const { return "take_seat"; }
    std::string_view operator()(const LeaveSeat&) const { return "leave_seat"; }
    std::string_view operator()(const SetOptions&) const { return "set_options"; }
    std::string_view operator()(const Start&) const { return "start"; }
    std::string_view operator()(const MakeMove&) const { return "move"; }
    std::string_view operator()(const Sync&) const { return "sync"; }
    std::string_view operator()(const Chat&) const { return "chat"; }
    std::string_view operator()(const Rematch&) const { return "rematch"; }
    std::string_view operator()(const ReleaseSeat&) const { return "release_seat"; }
    std::string_view operator()(const AddBot&) const { return "add_bot"; }
    std::string_view operator()(const RemoveBot&) const { return "remove_bot"; }
    std::string_view operator()(const Ping&) const { return "ping"; }
    std::string_view operator()(const Resign&) const { return "resign"; }
    std::string_view operator()(const UpdateSeat&) const { return "update_seat"; }
    std::string_view operator()(const SwapSeats&) const { return "swap_seats"; }
    std::string_view operator()(const Offer&) const { return "offer"; }
    std::string_view operator()(const AnswerOffer&) const { return "answer_offer"; }
    std::string_view operator()(const Subscribe&) const { return "subscribe"; }
  };
  return std::visit(Namer{}, request);
}

}  // namespace kangaroom::protocol
