#include "server/room/room_record.hpp"

#include <stdexcept>

#include "core/names.hpp"
#include "protocol/server_message.hpp"
#include "server/store/room_write.hpp"

namespace kangaroom::server {

namespace {
constexpr int record_format = 1;  // a whole record, as saved before the move log
constexpr int head_format = 2;    // a head (head_json)

// Literals: their data() is a null-terminated string (to_string's contract).
constexpr engine::NameTable<RoomStatus, 3> status_names = {{{RoomStatus::lobby, "lobby"},
                                                            {RoomStatus::playing, "playing"},
                                                            {RoomStatus::finished, "finished"}}};

Json bot_json(const std::optional<protocol::BotLevel>& bot) {
  return bot ? Json(protocol::to_string(*bot)) : Json();
}

std::optional<protocol::BotLevel> bot_from(const Json& value) {
  if (value.is_null()) return std::nullopt;
  return protocol::bot_level_from_string(value.get<std::string>());
}

template <typename T>
Json optional_json(const std::optional<T>& value) {
  return value ? Json(*value) : Json();
}

// What anyone may see of a seat (replays); the saved form adds its token hash.
Json public_seat_json(const SeatRecord& seat) {
  return {
      {"name", seat.name}, {"icon", seat.icon}, {"color", seat.color}, {"bot", bot_json(seat.bot)}};
}

Json moves_json(const std::vector<PlayedMove>& moves) {
  Json played = Json::array();
  for (const PlayedMove& move : moves) {
    if (move.agreed) {
      played.push_back({{"agreed", move.move}});
      continue;
    }
    played.push_back({{"seat", move.seat}, {"move", move.move}});
    if (!move.by.empty()) played.back()["by"] = move.by;
  }
  return played;
}
}  // namespace

const char* to_string(RoomStatus status) {
  return engine::name_of(status_names, status, "lobby").data();
}

namespace {
Json seats_json(const std::vector<SeatRecord>& seats) {
  Json saved_seats = Json::array();
  for (const SeatRecord& seat : seats) {
    Json saved = public_seat_json(seat);
    saved["token_hash"] = seat.token_hash;
    saved_seats.push_back(std::move(saved));
  }
  return saved_seats;
}
}  // namespace

Json head_json(const RoomRecord& record) {
  return {{"format", head_format},
          {"code", record.code},
          {"game", record.game},
          {"options", record.options},
          {"seed", optional_json(record.chosen_seed)},
          {"host_token_hash", record.host_token_hash},
          {"host_seat", optional_json(record.host_seat)},
          {"host_handed_over", record.host_handed_over},
          {"seats", seats_json(record.seats)},
          {"status", to_string(record.status)},
          {"round", record.round},
          {"ever_joined", record.ever_joined},
          {"round_seed", record.round_seed},
          {"turn_clock",
           {{"seconds", record.turn_clock.seconds},
            {"bot", protocol::to_string(record.turn_clock.level)},
            {"on_timeout", protocol::to_string(record.turn_clock.on_timeout)}}},
          {"turn_deadline", optional_json(record.turn_deadline_unix_ms)},
          {"notifications", record.notifications}};
}

Json to_json(const RoomRecord& record) {
  Json saved = head_json(record);
  saved["format"] = record_format;
  saved["version"] = record.version;
  saved["game_state"] = record.game_state;
  saved["log"] = record.log;
  saved["log_has_private"] = record.log_has_private;
  saved["next_log_seq"] = record.next_log_seq;
  saved["outcome"] = record.outcome;
  saved["moves"] = moves_json(record.moves);
  saved["chat"] = record.chat;
  return saved;
}

namespace {
// The fields a head and a whole record share.
bool read_head(const Json& saved, RoomRecord& record, std::string& error) {
  record = RoomRecord{};
  const std::string status = saved.at("status").get<std::string>();
  const auto known = engine::value_of(status_names, status);
  if (!known) {
    error = "unknown status '" + status + "'";
    return false;
  }
  record.status = *known;
  record.code = saved.at("code").get<std::string>();
  record.game = saved.at("game").get<std::string>();
  record.options = saved.at("options");
  if (!saved.at("seed").is_null()) record.chosen_seed = saved.at("seed").get<std::uint64_t>();
  record.host_token_hash = saved.at("host_token_hash").get<std::string>();
  for (const Json& seat : saved.at("seats"))
    record.seats.push_back({seat.at("token_hash").get<std::string>(),
                            seat.at("name").get<std::string>(), seat.at("icon").get<std::string>(),
                            seat.at("color").get<std::string>(), bot_from(seat.at("bot"))});
  if (!saved.at("host_seat").is_null()) record.host_seat = saved.at("host_seat").get<int>();
  record.host_handed_over = saved.at("host_handed_over").get<bool>();
  record.ever_joined = saved.at("ever_joined").get<bool>();
  record.round = saved.at("round").get<int>();
  record.round_seed = saved.at("round_seed").get<std::uint64_t>();
  record.turn_clock.seconds = saved.at("turn_clock").at("seconds").get<int>();
  record.turn_clock.level =
      bot_from(saved.at("turn_clock").at("bot")).value_or(protocol::BotLevel::medium);
  // Heads written before on_timeout existed: a bot played the move.
  record.turn_clock.on_timeout = saved.at("turn_clock").value("on_timeout", "bot") == "lose"
                                     ? protocol::TurnClock::OnTimeout::lose
                                     : protocol::TurnClock::OnTimeout::bot;
  if (!saved.at("turn_deadline").is_null())
    record.turn_deadline_unix_ms = saved.at("turn_deadline").get<std::int64_t>();
  // Heads written before notifications existed have none.
  record.notifications = saved.value("notifications", Json::array());
  return true;
}

}  // namespace

bool from_json(const Json& saved, RoomRecord& record, std::string& error) {
  if (saved.at("format").get<int>() != record_format) {
    error = "saved in format " + saved.at("format").dump() + ", this server reads " +
            std::to_string(record_format) + " here";
    return false;
  }
  if (!read_head(saved, record, error)) return false;
  record.game_state = saved.at("game_state");
  record.log = saved.at("log");
  record.log_has_private = saved.at("log_has_private").get<bool>();
  record.next_log_seq = saved.at("next_log_seq").get<std::uint64_t>();
  record.outcome = saved.at("outcome");
  for (const Json& played : saved.at("moves"))
    record.moves.push_back(
        played.contains("agreed")
            ? PlayedMove{played.at("agreed").value("seat", -1), played.at("agreed"), {}, true}
            : PlayedMove{played.at("seat").get<int>(), played.at("move"),
                         played.value("by", std::string())});
  record.game_state_moves = record.moves.size();
  record.saved_whole = true;
  record.version = saved.at("version").get<std::uint64_t>();
  for (const Json& line : saved.at("chat")) record.chat.push_back(line.get<std::string>());
  return true;
}

bool from_stored(const StoredRoom& stored, RoomRecord& record, std::string& error) {
  const Json head = Json::parse(stored.head);
  const int format = head.at("format").get<int>();
  if (format == record_format) return from_json(head, record, error);
  if (format != head_format) {
    error = "saved in format " + std::to_string(format) + ", this server reads 1 and 2";
    return false;
  }
  if (!read_head(head, record, error)) return false;
  record.version = stored.version;
  if (stored.checkpoint) {
    const StoredCheckpoint& point = *stored.checkpoint;
    if (point.round != record.round) {
      error = "the checkpoint is of round " + std::to_string(point.round) + ", the head of round " +
              std::to_string(record.round);
      return false;
    }
    record.game_state = Json::parse(point.game);
    record.log = Json::parse(point.log);
    record.log_has_private = point.log_has_private;
    record.next_log_seq = point.next_log_seq;
    record.game_state_moves = point.moves_included;
  } else if (record.status != RoomStatus::lobby) {
    error = "a started room without its checkpoint";
    return false;
  }
  try {
    for (const StoredEvent& event : stored.events) {
      if (event.kind == StoredEvent::Kind::chat)
        record.chat.push_back(event.body);
      else if (event.round == record.round)
        record.moves.push_back(played_from_line(event.body));
    }
  } catch (const std::logic_error& bad) {  // std::stoi's
    error = std::string("a malformed move: ") + bad.what();
    return false;
  }
  if (record.game_state_moves > record.moves.size()) {
    error = "the checkpoint includes more moves than the log holds";
    return false;
  }
  return true;
}

std::string played_move_line(int seat, std::string_view by, const std::string& move_text) {
  std::string line = std::to_string(seat);
  if (!by.empty()) line.append(":").append(by);
  return line.append(" ").append(move_text);
}

std::string played_line(const PlayedMove& played) {
  if (played.agreed) return "agreed " + protocol::serialize(played.move);
  return played_move_line(played.seat, played.by, protocol::serialize(played.move));
}

PlayedMove played_from_line(std::string_view line) {
  const auto space = line.find(' ');
  if (space == std::string_view::npos) throw std::invalid_argument("a move line without a seat");
  const std::string_view head = line.substr(0, space);
  Json body = Json::parse(line.substr(space + 1));
  if (head == "agreed") {
    if (!body.is_object() || !body.contains("kind"))
      throw std::invalid_argument("an agreement without its kind");
    const int seat = body.value("seat", -1);
    return {seat, std::move(body), {}, true};
  }
  const auto colon = head.find(':');
  PlayedMove played{std::stoi(std::string(head.substr(0, colon))), std::move(body), {}, false};
  if (colon != std::string_view::npos) played.by = std::string(head.substr(colon + 1));
  return played;
}

std::string replay_text(const RoomRecord& record, std::int64_t finished_at_unix_ms) {
  return replay_text(record, protocol::serialize(moves_json(record.moves)), finished_at_unix_ms);
}

std::string replay_text(const RoomRecord& head, std::string_view moves_json,
                        std::int64_t finished_at_unix_ms) {
  Json seats = Json::array();
  for (std::size_t i = 0; i < head.seats.size(); ++i) {
    Json seat = public_seat_json(head.seats[i]);
    seat["seat"] = i;
    seats.push_back(std::move(seat));
  }
  std::string text =
      protocol::serialize({{"room", head.code},
                           {"game", head.game},
                           {"round", head.round},
                           {"options", head.options},
                           {"players", head.seats.size()},
                           // A string: 64-bit seeds do not survive JavaScript's numbers.
                           {"seed", std::to_string(head.round_seed)},
                           {"seats", std::move(seats)},
                           {"outcome", head.outcome},
                           {"finished_at", finished_at_unix_ms}});
  // The moves go in as text, last (an object's members have no order).
  text.pop_back();
  return text.append(",\"moves\":").append(moves_json).append("}");
}

void append_move_json(std::string& out, std::string_view line) {
  const auto space = line.find(' ');
  if (space == std::string_view::npos) throw std::invalid_argument("a move line without a seat");
  const std::string_view head = line.substr(0, space);
  const std::string_view move = line.substr(space + 1);
  if (head == "agreed") {
    out.append("{\"agreed\":").append(move).append("}");
    return;
  }
  const auto colon = head.find(':');
  const int seat = std::stoi(std::string(head.substr(0, colon)));
  out.append("{");
  if (colon != std::string_view::npos)
    out.append("\"by\":").append(protocol::serialize(Json(head.substr(colon + 1)))).append(",");
  out.append("\"move\":")
      .append(move)
      .append(",\"seat\":")
      .append(std::to_string(seat))
      .append("}");
}

}  // namespace kangaroom::server
