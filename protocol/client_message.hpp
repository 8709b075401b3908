#pragma once
// Client -> server messages as typed requests. parse_client_message turns
// one text frame into a ClientMessage or a ParseError with a stable code;
// it never throws and never trusts the input.
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "protocol/error_code.hpp"

namespace kangaroom::protocol {

using Json = nlohmann::json;

inline constexpr int protocol_version = 1;

// Text limits, in characters (code points).
inline constexpr std::size_t max_chat_characters = 280;
inline constexpr std::size_t max_name_characters = 24;
inline constexpr std::size_t max_icon_characters = 16;
inline constexpr std::size_t max_client_name_characters = 64;
inline constexpr std::size_t max_id_characters = 64;
inline constexpr std::size_t max_token_characters = 64;

enum class BotLevel { easy, medium, hard };
std::string_view to_string(BotLevel level);
std::optional<BotLevel> bot_level_from_string(std::string_view text);

// A room's turn clock: when a person has not moved within `seconds`, a bot
// of `level` plays that one move for them. seconds == 0: no clock.
struct TurnClock {
  int seconds = 0;
  BotLevel level = BotLevel::medium;
  // What a timeout does: a bot of `level` plays that one move (the seat
  // stays its player's), or the seat loses the game (resigns).
  enum class OnTimeout { bot, lose };
  OnTimeout on_timeout = OnTimeout::bot;
  static constexpr int min_seconds = 5;
  // Correspondence games: up to 14 days per move.
  static constexpr int max_seconds = 14 * 24 * 3600;
};
const char* to_string(TurnClock::OnTimeout on_timeout);

struct Hello {
  int protocol = protocol_version;
  std::string client;
};
struct CreateRoom {
  std::string game;
  Json options;              // object or null (defaults)
  std::optional<int> seats;  // null: the game's maximum
  std::optional<std::uint64_t> seed;
  std::optional<TurnClock> turn_clock;  // null: none
};
struct Join {
  std::string room;
  std::string seat_token;  // empty: join as spectator (or reclaim nothing)
  std::string host_token;  // empty: not host
  // The last version a reconnecting client holds: the server then sends the
  // patches it missed instead of a snapshot, if it still has them.
  std::optional<std::uint64_t> version;
};
struct TakeSeat {
  std::optional<int> seat;  // null: the first free seat
  std::string name;         // empty: "Player N"
  std::string icon;
  std::string color;  // "#rrggbb" or empty
};
struct LeaveSeat {};
struct SetOptions {
  Json options;                         // object or null (keep current)
  std::optional<int> seats;             // null: keep the seat count
  std::optional<TurnClock> turn_clock;  // null: keep the clock ({"seconds":0} turns it off)
};
struct Start {};
struct MakeMove {
  Json move;  // any JSON; the game decides whether it is a move
};
struct Sync {
  std::optional<std::uint64_t> version;
};
struct Chat {
  std::string text;
};
struct Rematch {};
struct ReleaseSeat {
  int seat = 0;
};
struct AddBot {
  int seat = 0;
  BotLevel level = BotLevel::medium;
};
struct RemoveBot {
  int seat = 0;
};
struct Ping {};
// A seated player gives up the game (any game, any time while it is played).
struct Resign {};

// Seats (protocol/PROTOCOL.md, "update_seat" and "swap_seats"): a seated
// player changes their own name, icon or colour without leaving the seat;
// the host exchanges two seats in the lobby. A field left out is unchanged.
struct UpdateSeat {
  std::optional<std::string> name;
  std::optional<std::string> icon;
  std::optional<std::string> color;
};
struct SwapSeats {
  int first = 0;
  int second = 0;
};

// Offers between players (PROTOCOL.md "Offers"): a seated player proposes,
// every other seated person answers; when all accept it happens.
enum class OfferKind { takeback, draw, rematch };
std::string_view to_string(OfferKind kind);
std::optional<OfferKind> offer_kind_from_string(std::string_view text);
struct Offer {
  OfferKind kind = OfferKind::takeback;
};
struct AnswerOffer {
  bool accept = false;
};

// Notifications for a seat while its player is away (PROTOCOL.md
// "subscribe"): a browser's Web Push subscription, a webhook URL, or both.
// A field left out is unchanged; null removes it.
inline constexpr std::size_t max_endpoint_characters = 1024;
struct PushSubscription {
  std::string endpoint;  // the push service's URL
  std::string p256dh;    // base64url of the browser's P-256 public key
  std::string auth;      // base64url of its 16-byte authentication secret
};
struct Subscribe {
  std::optional<std::optional<PushSubscription>> push;
  std::optional<std::optional<std::string>> webhook;
  // The language notifications are written in: "en" or "ar" (the page's).
  std::string lang = "en";
  // Not from the message: the Origin of the page whose WebSocket sent it
  // (empty for bots), for the room link the notifications carry.
  std::string page_origin;
};

using Request = std::variant<Hello, CreateRoom, Join, TakeSeat, LeaveSeat, SetOptions, Start,
                             MakeMove, Sync, Chat, Rematch, ReleaseSeat, AddBot, RemoveBot, Ping,
                             Resign, UpdateSeat, SwapSeats, Offer, AnswerOffer, Subscribe>;

struct ClientMessage {
  Json id;  // null, an integer or a string: echoed in the reply
  Request request;
};

struct ParseError {
  Json id;  // the message's id if it could be read, else null
  ErrorCode code = ErrorCode::invalid_json;
  std::string message;
};

struct ParseResult {
  std::optional<ClientMessage> message;
  ParseError error;
  bool ok() const { return message.has_value(); }
};

ParseResult parse_client_message(std::string_view text);
// The same for an already parsed document.
ParseResult parse_client_document(const Json& document);

// The wire name of a request ("move", "take_seat", ...).
std::string_view type_name(const Request& request);

}  // namespace kangaroom::protocol
