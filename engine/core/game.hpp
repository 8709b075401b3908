#pragma once
// The one interface every game implements. The server, the bots and the
// simulator talk to games only through this; nothing here knows sockets,
// threads, clocks or logging.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "move.hpp"
#include "options.hpp"
#include "rng.hpp"

namespace kangaroom::engine {

using Seat = int;
// The audience of a view: a seat number, or `spectator` (sees only public state).
inline constexpr int spectator = -1;

// Stable rejection codes (also used on the wire, see protocol/PROTOCOL.md).
namespace reject {
inline constexpr const char* not_your_turn = "not_your_turn";
inline constexpr const char* illegal_move = "illegal_move";
inline constexpr const char* bad_move = "bad_move";  // malformed move JSON
inline constexpr const char* game_over = "game_over";
}  // namespace reject

struct ApplyResult {
  bool accepted = false;
  std::string code;    // one of reject::*, empty when accepted
  std::string reason;  // for people, empty when accepted

  static ApplyResult ok() { return {true, {}, {}}; }
  static ApplyResult rejected(const char* code, std::string reason) {
    return {false, code, std::move(reason)};
  }
};

// One part of a changing view that may differ between two states of a game:
// its JSON pointer inside the view ("/players/2") and its value in each.
struct ViewPart {
  std::string path;
  Json before;
  Json after;
};

class Game {
 public:
  virtual ~Game() = default;

  virtual const GameInfo& info() const = 0;
  virtual int players() const = 0;

  // Seats that may act now (usually one). Empty once finished().
  virtual std::vector<Seat> to_act() const = 0;

  // Every legal move of `seat` (empty if it may not act now), compact form.
  virtual void legal_moves(Seat seat, std::vector<Move>& out) const = 0;

  // Applies a move that came from legal_moves(seat) of this very state.
  // `events`, when not null, receives one JSON object per thing that happened
  // (for logs); playouts pass null to skip building them. An event that only
  // some seats may read carries `"visible_to": [seats]` (see
  // event_visible_to); events without it are public.
  virtual void apply_legal(Seat seat, const Move& move, Json* events) = 0;

  // Wire form of moves. move_from_json returns nullopt and sets `error` for
  // JSON that does not describe a move of this game at all.
  virtual Json move_to_json(const Move& move) const = 0;
  virtual std::optional<Move> move_from_json(const Json& move, std::string& error) const = 0;
  // moves_json(moves) as compact JSON text, exactly as Json::dump() writes it.
  // A server sends the seat to act its legal moves after every move; a game
  // may write them directly rather than build and serialize a tree.
  virtual std::string moves_text(const std::vector<Move>& moves) const {
    return moves_json(moves).dump();
  }

  // Why `move` (well-formed, but not in legal_moves(seat)) is illegal, in
  // words a player understands ("(3,2) is crossed out").
  virtual std::string explain_illegal(Seat seat, const Move& move) const {
    (void)seat;
    (void)move;
    return "that move is not legal now";
  }

  // True for a move whose only effect is to give up the rest of the game
  // (Kangaruse's give_up). Strategies meant to play, not to quit, avoid it
  // while the seat has any other move.
  virtual bool is_resignation(const Move& move) const {
    (void)move;
    return false;
  }

  // Resigning in a game whose rules have no resignation move (Kanga,
  // Jackaroo): `seat` gives up at any time, its turn or not. Accepted with
  // the events it caused (a `{"type":"resign","seat":s}` at least), or
  // rejected with a reason. A game whose rules have a resignation move
  // (is_resignation) keeps the default, which refuses: there one resigns
  // with that move, on one's turn. After an accepted resignation that did
  // not finish the game, the seat is played by a bot (Jackaroo's partners
  // play on). Bots never call it.
  virtual ApplyResult resign(Seat seat, Json* events) {
    (void)seat;
    (void)events;
    return ApplyResult::rejected(reject::illegal_move,
                                 "in this game you resign with a move, on your turn");
  }

  // True while `to_act()` is in the middle of a turn of several decisions
  // (a Kangaroo chain, a Kangaruse extra jump): the next move belongs to the
  // same turn. Perft counts a whole turn as one.
  virtual bool mid_turn() const { return false; }

  // Offers between players (a takeback, a draw by agreement).
  // True if this game may go back to `earlier` (an earlier state of this
  // very game, a few moves ago) without taking back hidden information made
  // known since (a card dealt). Games without hidden information always may.
  virtual bool may_take_back_to(const Game& earlier) const {
    (void)earlier;
    return true;
  }
  // True while the players may agree to end the game as a draw (only games
  // whose rules know a draw). agree_draw() then ends it so: finished(), an
  // outcome naming every seat a winner, and save() keeps it.
  virtual bool draw_by_agreement_allowed() const { return false; }
  virtual void agree_draw() {}

  // What `audience` (a seat or `spectator`) may see, in two parts, so that a
  // server builds and diffs per move only what can change: constant_view
  // holds the top-level fields that stay the same for the whole game (a
  // board's layout, a track, the options), changing_view the others. Their
  // keys are disjoint. Neither ever includes hidden information of other
  // seats. A game without constant fields keeps the default.
  virtual Json constant_view(int audience) const {
    (void)audience;
    return Json::object();
  }
  virtual Json changing_view(int audience) const = 0;

  // Appends the parts of changing_view(audience) that may differ between
  // `before` (an earlier state of this very game, e.g. a clone() taken before
  // some moves) and now. Every part's path exists in both views; writing each
  // part's `after` at its path into before's changing view gives exactly this
  // one. The default builds both changing views and reports each top-level
  // field that differs, which is correct for any game; a game overrides it to
  // compare its typed state and build only the small parts that changed (a
  // board row, a player, a marble).
  virtual void changed_view_parts(const Game& before, int audience,
                                  std::vector<ViewPart>& out) const;

  virtual bool finished() const = 0;
  // Per seat: the current score (the final one once finished). Greedy bots
  // read it as "immediate gain".
  virtual std::vector<double> scores() const = 0;
  // Once finished: {"ranking":[seats best first], "winners":[...],
  // "scores":[...], "breakdown":[{...per seat...}]}. Null before.
  virtual Json outcome() const = 0;

  // The complete state as JSON, loadable by GameFactory::load.
  virtual Json save() const = 0;
  virtual std::unique_ptr<Game> clone() const = 0;

  // For search in games with hidden information: a copy in which everything
  // `seat` cannot see is re-drawn at random consistently with what it can.
  // Games with full information return a plain clone.
  virtual std::unique_ptr<Game> sample_for(Seat seat, Rng& rng) const {
    (void)seat;
    (void)rng;
    return clone();
  }

  // --- Hints for strategies (engine/ai). They change no rule, and the
  // defaults are right for any game; a game overrides one where it knows
  // better.

  // How many times the position now reached occurred earlier in this game,
  // by the game's own idea of "the same position" (the same stones or
  // pieces, the same seat to act, ...) and as far back as this object
  // remembers: 0 for a new position. Strategies that should not go round in
  // circles avoid moves after which it is above 0. The default, 0, is right
  // for games whose positions cannot come back (Kangaruse crosses squares
  // out, Jackaroo's cards move on).
  virtual int times_seen_before() const { return 0; }

  // Per seat, how well it stands now, for strategies that look one move
  // ahead (greedy): larger is better, one scale for every seat. By default
  // scores(). A game whose score says little about who is winning before the
  // end (a Kanga game is won by a connection; its score counts stones) gives
  // a better guide; once finished() it returns scores().
  virtual std::vector<double> heuristic_scores() const { return scores(); }

  // --- Non-virtual helpers built on the above ---

  bool may_act(Seat seat) const;
  // The resignation move `seat` may play now (is_resignation), if listed.
  std::optional<Move> resignation_move(Seat seat) const;
  // The whole view of `audience`: changing_view merged with constant_view.
  Json view(int audience) const;
  Json legal_moves_json(Seat seat) const;
  Json moves_json(const std::vector<Move>& moves) const;
  // Full validation: turn order, shape, legality. Never throws on bad input.
  // The resignation form (resignation_json) calls resign() instead, so that
  // a record of moves replays a resignation like any move.
  // `legal`, when given, must be legal_moves(seat) of this very state (a
  // caller that already listed them, such as a server that sent them): it
  // spares listing them again. `read`, when given, receives the move as
  // move_from_json read it (nullopt for a resignation or JSON that is not a
  // move), so that a caller that keeps the typed move does not read it again.
  ApplyResult apply(Seat seat, const Json& move, Json* events,
                    const std::vector<Move>* legal = nullptr, std::optional<Move>* read = nullptr);
};

// What every game's adapter has around its typed state: the state itself,
// read-only access for tests and tools, and clone() as a plain copy.
//   class KangaGame final : public GameWithState<KangaGame, State> { ... };
template <class Derived, class GameState>
class GameWithState : public Game {
 public:
  explicit GameWithState(GameState state) : state_(std::move(state)) {}

  std::unique_ptr<Game> clone() const override {
    return std::make_unique<Derived>(static_cast<const Derived&>(*this));
  }
  const GameState& state() const { return state_; }

 protected:
  GameState state_;
};

// How a resignation through Game::resign is written among a game's moves:
// {"resign": true}. No game's own moves have that shape.
Json resignation_json();
bool is_resignation_json(const Json& move);

// True if `audience` (a seat or `spectator`) may read `event`: public events
// have no "visible_to"; private ones list the seats that may read them.
bool event_visible_to(const Json& event, int audience);

struct GameFactory {
  GameInfo info;
  // `options` must already be normalized (see normalize_options).
  std::unique_ptr<Game> (*create)(int players, const Json& options, std::uint64_t seed) = nullptr;
  // Loads a state written by Game::save. Returns null and sets `error` if the
  // JSON is not a valid state of this game.
  std::unique_ptr<Game> (*load)(const Json& state, std::string& error) = nullptr;
  // Optional: a game rebuilt from what `seat` sees (its game view, as the
  // server sends it), with everything hidden from that seat drawn at random
  // from `seed` consistently with the view. Networked bots search on it.
  // Null plus `error` when the view is incomplete.
  std::unique_ptr<Game> (*from_view)(const Json& game_view, int players, const Json& options,
                                     Seat seat, std::uint64_t seed, std::string& error) = nullptr;
};

}  // namespace kangaroom::engine
