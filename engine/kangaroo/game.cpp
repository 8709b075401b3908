#include "game.hpp"

#include <algorithm>
#include <array>
#include <cstring>
#include <limits>
#include <string_view>

#include "core/json_fields.hpp"
#include "factory.hpp"
#include "scoring.hpp"

namespace kangaroom::engine::kangaroo {

namespace {

// Coordinates read from the wire are kept (even off the board) within this bound.
constexpr int coordinate_limit = 1000;

// Indexed by Piece: empty, white, black.
constexpr std::string_view piece_chars = ".wb";

char piece_char(Piece piece) { return piece_chars[static_cast<std::size_t>(piece)]; }

Json path_squares_json(const Path& path) {
  Json squares = Json::array();
  for (int i = 0; i < path.length; ++i)
    squares.push_back(square_json(path.squares[static_cast<std::size_t>(i)]));
  return squares;
}

Json captured_json(const Path& path) {
  Json squares = Json::array();
  for (int i = 0; i < path.captured_count; ++i)
    squares.push_back(square_json(path.captured[static_cast<std::size_t>(i)]));
  return squares;
}

Json last_move_json(const LastMove& last) {
  if (!last.present) return nullptr;
  if (last.resigned)
    return {{"seat", last.seat}, {"resigned", true}, {"removed", square_json(last.removed)}};
  return {{"seat", last.seat},
          {"path", path_squares_json(last.path)},
          {"captured", captured_json(last.path)}};
}

Json stranded_json(const State& state) {
  if (!state.stranded()) return nullptr;
  return {{"seat", state.stranded_seat},
          {"moves_made", state.obligatory_made},
          {"limit", obligatory_move_limit}};
}

Json end_reason_json(EndReason reason) {
  if (reason == EndReason::none) return nullptr;
  return end_reason_name(reason);
}

// One rank of the board as the view writes it: 8 chars, file a first.
std::string board_row(const Board& board, int rank) {
  std::string row;
  for (int file = 0; file < board_side; ++file)
    row += piece_char(board[static_cast<std::size_t>(square_at(file, rank))]);
  return row;
}

bool same_row(const Board& a, const Board& b, int rank) {
  const auto first = a.begin() + square_at(0, rank);
  return std::equal(first, first + board_side, b.begin() + square_at(0, rank));
}

Json turn_json(const State& state) {
  return state.phase == Phase::finished ? Json(nullptr) : Json(state.current);
}

// The jump under way, shown only while a chain may go on.
Json chain_json(const State& state) {
  if (state.phase != Phase::chain) return nullptr;
  return {{"start", square_json(state.chain.start())},
          {"piece", square_json(state.chain.last())},
          {"path", path_squares_json(state.chain)},
          {"captured", captured_json(state.chain)}};
}

bool same_chain(const State& a, const State& b) {
  const bool shown = a.phase == Phase::chain;
  return shown == (b.phase == Phase::chain) && (!shown || a.chain == b.chain);
}

bool same_stranded(const State& a, const State& b) {
  return a.stranded_seat == b.stranded_seat &&
         (!a.stranded() || a.obligatory_made == b.obligatory_made);
}

Json pieces_json(const std::array<Breakdown, 2>& breakdowns) {
  return {breakdowns[0].pieces, breakdowns[1].pieces};
}

Json scores_json(const std::array<Breakdown, 2>& breakdowns) {
  return {breakdowns[0].total(), breakdowns[1].total()};
}

}  // namespace

Json board_to_json(const Board& board) {
  Json rows = Json::array();
  for (int rank = 0; rank < board_side; ++rank) rows.push_back(board_row(board, rank));
  return rows;
}

std::unique_ptr<KangarooGame> make_game(int first_seat, bool random_first, int move_limit) {
  State state = state_at(opening_board(), first_seat, nullptr);
  state.random_first = random_first;
  state.move_limit = move_limit;
  return std::make_unique<KangarooGame>(state);
}

std::unique_ptr<KangarooGame> make_game_at(const Board& board, int to_move, Json* events) {
  return std::make_unique<KangarooGame>(state_at(board, to_move, events));
}

const GameInfo& KangarooGame::info() const { return game_info(); }

std::vector<Seat> KangarooGame::to_act() const {
  if (finished()) return {};
  return {state_.current};
}

void KangarooGame::legal_moves(Seat seat, std::vector<Move>& out) const {
  append_legal_moves(state_, seat, out);
}

namespace {
// The same pieces on the same squares, the same seat to start a turn and the
// same stranded sequence: the same position, for times_seen_before. Cheap,
// as it runs at every turn (playouts included): the 64 squares are read as
// eight words and folded by multiplication. Two positions that share a key
// by chance only make greedy avoid a move it could have played.
std::uint64_t turn_start_key(const State& state) {
  static_assert(sizeof(state.board) == 64);
  std::array<std::uint64_t, 8> words{};
  std::memcpy(words.data(), state.board.data(), sizeof(state.board));
  std::uint64_t key = static_cast<std::uint64_t>(state.current) << 16 |
                      static_cast<std::uint64_t>(state.stranded_seat + 1) << 8 |
                      static_cast<std::uint64_t>(state.obligatory_made);
  for (const std::uint64_t word : words) {
    key = (key ^ word) * 0x9e3779b97f4a7c15ULL;
    key ^= key >> 29;
  }
  return key;
}
}  // namespace

void KangarooGame::apply_legal(Seat seat, const Move& move, Json* events) {
  if (state_.phase == Phase::move) {
    turn_starts_[static_cast<std::size_t>(turn_start_count_ % remembered_turns)] =
        turn_start_key(state_);
    ++turn_start_count_;
  }
  apply_move(state_, seat, move, events);
}

int KangarooGame::times_seen_before() const {
  if (state_.phase != Phase::move) return 0;  // mid-chain or resigning: a new position
  const std::uint64_t key = turn_start_key(state_);
  const int remembered = std::min(turn_start_count_, remembered_turns);
  return static_cast<int>(std::count(turn_starts_.begin(), turn_starts_.begin() + remembered, key));
}

Json KangarooGame::move_to_json(const Move& move) const {
  switch (kind_of(move)) {
    case MoveKind::jump:
      return {{"type", "jump"},
              {"from", {file_of(move), rank_of(move)}},
              {"to", {to_file_of(move), to_rank_of(move)}}};
    case MoveKind::stop:
      return {{"type", "stop"}};
    case MoveKind::resign:
      return {{"type", "resign"}};
    case MoveKind::remove:
      return {{"type", "remove"}, {"at", {file_of(move), rank_of(move)}}};
  }
  return nullptr;
}

std::optional<Move> KangarooGame::move_from_json(const Json& json, std::string& error) const {
  if (!json.is_object()) {
    error = "a move must be a JSON object such as {\"type\":\"jump\",\"from\":[0,0],\"to\":[0,2]}";
    return std::nullopt;
  }
  std::string type;
  if (!read_string(json, "type", type, error)) return std::nullopt;
  if (type == "stop") return make_stop();
  if (type == "resign") return make_resign();
  if (type == "jump") {
    int from_file = 0, from_rank = 0, to_file = 0, to_rank = 0;
    if (!read_coordinates(json, "from", coordinate_limit, from_file, from_rank, error))
      return std::nullopt;
    if (!read_coordinates(json, "to", coordinate_limit, to_file, to_rank, error))
      return std::nullopt;
    return make_jump(from_file, from_rank, to_file, to_rank);
  }
  if (type == "remove") {
    int file = 0, rank = 0;
    if (!read_coordinates(json, "at", coordinate_limit, file, rank, error)) return std::nullopt;
    return make_remove(file, rank);
  }
  error = "unknown move type \"" + type + "\" (jump, stop, resign, remove)";
  return std::nullopt;
}

std::string KangarooGame::explain_illegal(Seat seat, const Move& move) const {
  return explain_illegal_move(state_, seat, move);
}

Json KangarooGame::constant_view(int audience) const {
  (void)audience;  // everything in Kangaroo is public
  return {{"colors", {"white", "black"}},
          {"doubling_rank", {doubling_rank(0), doubling_rank(1)}},
          {"move_limit", state_.move_limit}};
}

Json KangarooGame::changing_view(int audience) const {
  (void)audience;
  const auto breakdowns = score_breakdowns(state_.board);
  return {{"board", board_to_json(state_.board)},
          {"turn", turn_json(state_)},
          {"phase", phase_name(state_.phase)},
          {"chain", chain_json(state_)},
          {"stranded", stranded_json(state_)},
          {"pieces", pieces_json(breakdowns)},
          {"scores", scores_json(breakdowns)},
          {"last_move", last_move_json(state_.last_move)},
          {"end_reason", end_reason_json(state_.end_reason)},
          {"moves_played", state_.moves_played}};
}

void KangarooGame::changed_view_parts(const Game& before, int audience,
                                      std::vector<ViewPart>& out) const {
  (void)audience;
  const State& was = dynamic_cast<const KangarooGame&>(before).state_;
  bool board_changed = false;
  for (int rank = 0; rank < board_side; ++rank) {
    if (same_row(was.board, state_.board, rank)) continue;
    board_changed = true;
    out.push_back({"/board/" + std::to_string(rank), board_row(was.board, rank),
                   board_row(state_.board, rank)});
  }
  // Pieces and scores follow from the board alone.
  if (board_changed) {
    const auto breakdowns_before = score_breakdowns(was.board);
    const auto breakdowns_now = score_breakdowns(state_.board);
    if (breakdowns_before != breakdowns_now) {
      out.push_back({"/pieces", pieces_json(breakdowns_before), pieces_json(breakdowns_now)});
      out.push_back({"/scores", scores_json(breakdowns_before), scores_json(breakdowns_now)});
    }
  }
  Json turn_before = turn_json(was);
  Json turn_now = turn_json(state_);
  if (turn_before != turn_now)
    out.push_back({"/turn", std::move(turn_before), std::move(turn_now)});
  if (was.phase != state_.phase)
    out.push_back(
        {"/phase", std::string(phase_name(was.phase)), std::string(phase_name(state_.phase))});
  if (!same_chain(was, state_)) out.push_back({"/chain", chain_json(was), chain_json(state_)});
  if (!same_stranded(was, state_))
    out.push_back({"/stranded", stranded_json(was), stranded_json(state_)});
  if (was.last_move != state_.last_move)
    out.push_back({"/last_move", last_move_json(was.last_move), last_move_json(state_.last_move)});
  if (was.end_reason != state_.end_reason)
    out.push_back(
        {"/end_reason", end_reason_json(was.end_reason), end_reason_json(state_.end_reason)});
  if (was.moves_played != state_.moves_played)
    out.push_back({"/moves_played", was.moves_played, state_.moves_played});
}

std::vector<double> KangarooGame::scores() const {
  const auto breakdowns = score_breakdowns(state_.board);
  return {static_cast<double>(breakdowns[0].total()), static_cast<double>(breakdowns[1].total())};
}

void KangarooGame::agree_draw() {
  if (finished()) return;
  state_.phase = Phase::finished;
  state_.end_reason = EndReason::agreement;
  state_.stranded_seat = -1;
  state_.obligatory_made = 0;
  state_.chain = {};
}

Json KangarooGame::outcome() const {
  if (!finished()) return nullptr;
  const auto breakdowns = score_breakdowns(state_.board);
  Json breakdown = Json::array();
  for (const auto& b : breakdowns)
    breakdown.push_back({{"pieces", b.pieces}, {"doubled", b.doubled}});
  // A draw by agreement is a draw whatever the pieces would score.
  const bool agreed = state_.end_reason == EndReason::agreement;
  return {{"ranking", agreed ? Json::array({0, 1}) : Json(ranking(breakdowns))},
          {"winners", agreed ? Json::array({0, 1}) : Json(winners(breakdowns))},
          {"scores", {breakdowns[0].total(), breakdowns[1].total()}},
          {"breakdown", std::move(breakdown)}};
}

Json KangarooGame::save() const {
  Json chain = nullptr;
  if (state_.phase == Phase::chain)
    chain = {{"path", path_squares_json(state_.chain)}, {"captured", captured_json(state_.chain)}};
  Json stranded = nullptr;
  if (state_.stranded())
    stranded = {{"seat", state_.stranded_seat}, {"moves_made", state_.obligatory_made}};
  return {{"format", position_format},
          {"version", position_version},
          {"game", "kangaroo"},
          {"options",
           {{"first_player", state_.random_first ? "random" : "white"},
            {"move_limit", state_.move_limit}}},
          {"first_seat", state_.first_seat},
          {"board", board_to_json(state_.board)},
          {"phase", phase_name(state_.phase)},
          {"turn", turn_json(state_)},
          {"chain", std::move(chain)},
          {"stranded", std::move(stranded)},
          {"last_move", last_move_json(state_.last_move)},
          {"end_reason", end_reason_json(state_.end_reason)},
          {"moves_played", state_.moves_played}};
}

}  // namespace kangaroom::engine::kangaroo
