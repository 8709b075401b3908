#include "server/room/audience_feeds.hpp"

#include <optional>

#include "protocol/json_patch.hpp"
#include "protocol/server_message.hpp"

namespace kangaroom::server {

AudienceFeeds::AudienceFeeds(int seats, HistoryLimits limits) : limits_(limits) { resize(seats); }

void AudienceFeeds::resize(int seats) {
  Feed spectators = feeds_.empty() ? Feed{} : std::move(feeds_.back());
  if (!feeds_.empty()) feeds_.pop_back();
  feeds_.resize(static_cast<std::size_t>(seats));
  feeds_.push_back(std::move(spectators));
}

Json AudienceFeeds::HeldView::whole(int audience) const {
  return game ? game->view(audience) : Json(nullptr);
}

namespace {
// Only a seat that may act now is sent legal moves.
bool lists_moves(int audience, const GameNow& now) {
  return audience != engine::spectator && now.playing && now.game && now.game->may_act(audience);
}
}  // namespace

Json AudienceFeeds::legal_moves_now(int audience, const GameNow& now) {
  if (!lists_moves(audience, now)) return nullptr;
  if (now.moves) return now.game->moves_json(now.moves->of(*now.game, audience, now.position));
  return now.game->legal_moves_json(audience);
}

std::string AudienceFeeds::legal_moves_text(int audience, const GameNow& now) {
  if (!lists_moves(audience, now)) return {};
  // Written as text directly: a list of moves as a JSON tree is many small
  // nodes to build and free on every move.
  if (now.moves) return now.game->moves_text(now.moves->of(*now.game, audience, now.position));
  std::vector<engine::Move> moves;
  now.game->legal_moves(audience, moves);
  return now.game->moves_text(moves);
}

void AudienceFeeds::track(int audience, const GameNow& now) {
  Feed& state = feed(audience);
  if (state.tracked) return;
  state = Feed{};
  state.tracked = true;
  state.round = now.round;
  if (now.game) {
    // The copy the other audiences hold is the game as they last saw it:
    // holding it too keeps everyone's next patch computed from the same state.
    for (const Feed& other : feeds_)
      if (&other != &state && other.tracked && other.round == now.round && other.held.game) {
        state.held.game = other.held.game;
        break;
      }
    if (!state.held.game) state.held.game = now.game->clone();
  }
  state.legal_moves = legal_moves_text(audience, now);
}

void AudienceFeeds::untrack_all() {
  for (Feed& state : feeds_) state = Feed{};
}

void AudienceFeeds::remember(Feed& state, std::uint64_t version, const SharedText& text) {
  state.history.emplace_back(version, text);
  state.history_bytes += text->size();
  std::size_t dropped = 0;
  while (dropped < state.history.size() && (state.history.size() - dropped > limits_.patches ||
                                            state.history_bytes > limits_.bytes)) {
    state.history_bytes -= state.history[dropped].second->size();
    ++dropped;
  }
  state.history.erase(state.history.begin(),
                      state.history.begin() + static_cast<std::ptrdiff_t>(dropped));
}

std::vector<AudienceDelivery> AudienceFeeds::publish(const Change& change, const RoomFrame& frame,
                                                     const GameNow& now) {
  std::vector<AudienceDelivery> deliveries;
  const int seats = static_cast<int>(feeds_.size()) - 1;
  // Audiences nobody listens to any more stop being computed.
  for (int audience = engine::spectator; audience < seats; ++audience)
    if (feed(audience).tracked && !change.wanted.at(index(audience))) feed(audience) = Feed{};

  // When everyone sees the same game view, what the audiences hold next is
  // built once per change, and audiences that held the same view share one
  // diff of it.
  const bool shared = now.game && !now.game->info().hidden_information;
  // Every audience holds the same copy of the game as published now.
  std::shared_ptr<const engine::Game> published;
  auto next_view = [&] {
    HeldView next;
    if (!now.game) return next;
    if (!published) published = now.game->clone();
    next.game = published;
    return next;
  };
  // The game part of an audience's patch: the parts of its view the game
  // reports changed.
  std::vector<engine::ViewPart> parts;
  // Written as text as it is found: no operation objects.
  auto game_diff = [&](const Feed& state, const HeldView& next, int audience, bool same_game) {
    std::string ops;
    if (same_game) {
      parts.clear();
      now.game->changed_view_parts(*state.held.game, audience, parts);
      for (const auto& part : parts)
        protocol::append_diff_text(ops, part.before, part.after, "/game" + part.path);
    } else if (!state.held.empty() || !next.empty()) {
      // A new game, or none: its whole view replaces the old one, which is
      // cheaper than comparing the two and never longer than a snapshot
      // (a diff of two boards can be).
      ops = protocol::ops_text(
          Json::array({{{"op", "replace"}, {"path", "/game"}, {"value", next.whole(audience)}}}));
    }
    return ops;
  };
  // Operations go into patches as text: what many audiences share (the
  // room's operations, a shared game diff) is serialized once.
  const std::string& common_text = change.common_ops;
  std::optional<HeldView> diffed_from;
  std::string diffed_text;

  // What one audience is sent: a patch, or a snapshot in its place.
  struct Outgoing {
    SharedText text;
    bool snapshot = false;
  };
  auto send = [&](Feed& state, int audience, const Outgoing& out) {
    if (out.snapshot) {
      // The history restarts after a snapshot: a sync from before it gets one too.
      state.history.clear();
      state.history_bytes = 0;
    } else {
      remember(state, frame.version, out.text);
    }
    deliveries.push_back({audience, out.text});
  };
  // In a game without hidden information, every audience that held the same
  // view and has no legal moves before or after (the seats not to act, the
  // spectators) gets the same patch: it is built and serialized once.
  std::optional<Outgoing> common;
  HeldView common_from, common_to;
  int common_from_round = -1;

  for (int audience = engine::spectator; audience < seats; ++audience) {
    Feed& state = feed(audience);
    if (!state.tracked) continue;
    const bool same_game = now.game && state.round == now.round && !state.held.empty();
    std::string legal = legal_moves_text(audience, now);
    // (In the lobby there is no game view at all: everyone may share.)
    const bool may_share = (shared || !now.game) && !change.log_per_audience && legal.empty() &&
                           state.legal_moves.empty();
    if (may_share && common && state.round == common_from_round && state.held == common_from) {
      state.held = common_to;
      state.round = now.round;
      send(state, audience, *common);
      continue;
    }
    const HeldView from = state.held;
    const int from_round = state.round;
    HeldView next = next_view();

    const std::string audience_text =
        change.log_per_audience ? frame.log.unpublished_ops(audience) : std::string();
    std::string own_game_text;
    const std::string* game_text = &own_game_text;
    if (shared && diffed_from && *diffed_from == from) {
      game_text = &diffed_text;
    } else {
      own_game_text = game_diff(state, next, audience, same_game);
      if (shared && !diffed_from) {
        diffed_from = from;
        diffed_text = std::move(own_game_text);
        game_text = &diffed_text;
      }
    }
    state.held = next;
    state.round = now.round;

    // Compared and spliced in as text: a list of moves as a JSON tree is
    // many small nodes to build, copy and free on every move.
    std::string legal_ops;
    if (state.legal_moves.empty() && !legal.empty())
      legal_ops = R"({"op":"add","path":"/legal_moves","value":)" + legal + '}';
    else if (!state.legal_moves.empty() && legal.empty())
      legal_ops = R"({"op":"remove","path":"/legal_moves"})";
    else if (legal != state.legal_moves)
      legal_ops = R"({"op":"replace","path":"/legal_moves","value":)" + legal + '}';
    state.legal_moves = std::move(legal);

    Outgoing out{share(
        protocol::patch_text(frame.version, {common_text, audience_text, *game_text, legal_ops}))};
    if (same_game && out.text->size() >= limits_.snapshot_check_bytes) {
      // A patch longer than the whole view is sent as the view.
      SharedText snapshot =
          share(protocol::snapshot_text(frame.version, full_view(frame, audience, now)));
      if (snapshot->size() < out.text->size()) out = Outgoing{std::move(snapshot), true};
    }
    if (may_share && !common) {
      common = out;
      common_from = from;
      common_to = state.held;
      common_from_round = from_round;
    }
    send(state, audience, out);
  }
  return deliveries;
}

Json AudienceFeeds::full_view(const RoomFrame& frame, int audience, const GameNow& now) const {
  Json view = {{"room", Json::parse(frame.room_text)},
               {"to_act", frame.to_act},
               {"log", frame.log.for_audience(audience)},
               {"outcome", frame.outcome},
               {"game", game_view(audience, now)}};
  if (Json legal = legal_moves(audience, now); !legal.is_null())
    view["legal_moves"] = std::move(legal);
  return view;
}

Json AudienceFeeds::game_view(int audience, const GameNow& now) const {
  const Feed& state = feed(audience);
  if (state.tracked) return state.held.whole(audience);
  return now.game ? now.game->view(audience) : Json(nullptr);
}

Json AudienceFeeds::legal_moves(int audience, const GameNow& now) const {
  const Feed& state = feed(audience);
  if (!state.tracked) return legal_moves_now(audience, now);
  return state.legal_moves.empty() ? Json() : Json::parse(state.legal_moves);
}

std::optional<std::vector<SharedText>> AudienceFeeds::patches_after(int audience,
                                                                    std::uint64_t known,
                                                                    std::uint64_t current) const {
  const Feed& state = feed(audience);
  if (!state.tracked || known > current || state.history.empty() ||
      state.history.front().first > known + 1)
    return std::nullopt;
  std::vector<SharedText> patches;
  for (const auto& [version, text] : state.history)
    if (version > known) patches.push_back(text);
  return patches;
}

}  // namespace kangaroom::server
