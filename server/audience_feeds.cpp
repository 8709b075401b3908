#include "server/audience_feeds.hpp"

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

Json AudienceFeeds::whole(const std::shared_ptr<const Json>& constant,
                          const std::shared_ptr<const Json>& changing) {
  if (!changing) return nullptr;
  Json view = *changing;
  if (constant) view.update(*constant);
  return view;
}

Json AudienceFeeds::legal_moves_now(int audience, const GameNow& now) {
  if (audience == engine::spectator || !now.playing || !now.game || !now.game->may_act(audience))
    return nullptr;
  return now.game->legal_moves_json(audience);
}

void AudienceFeeds::track(int audience, const GameNow& now) {
  Feed& state = feed(audience);
  if (state.tracked) return;
  state = Feed{};
  state.tracked = true;
  state.round = now.round;
  if (now.game) {
    state.constant = std::make_shared<const Json>(now.game->constant_view(audience));
    state.changing = std::make_shared<const Json>(now.game->changing_view(audience));
    // Holding the very parts another audience holds lets the next change
    // diff and serialize once for both (publish compares pointers).
    if (now.game->same_view_for_everyone())
      for (const Feed& other : feeds_)
        if (&other != &state && other.tracked && other.round == now.round && other.changing &&
            *other.changing == *state.changing && *other.constant == *state.constant) {
          state.constant = other.constant;
          state.changing = other.changing;
          break;
        }
  }
  state.legal_moves = legal_moves_now(audience, now);
}

void AudienceFeeds::remember(Feed& state, std::uint64_t version, const SharedText& text) {
  state.history.emplace_back(version, text);
  state.history_bytes += text->size();
  std::size_t dropped = 0;
  while (dropped < state.history.size() &&
         (state.history.size() - dropped > limits_.patches || state.history_bytes > limits_.bytes)) {
    state.history_bytes -= state.history[dropped].second->size();
    ++dropped;
  }
  state.history.erase(state.history.begin(), state.history.begin() + static_cast<std::ptrdiff_t>(dropped));
}

void AudienceFeeds::publish(const Change& change, const GameNow& now) {
  const int seats = static_cast<int>(feeds_.size()) - 1;
  // Audiences nobody listens to any more stop being computed.
  for (int audience = engine::spectator; audience < seats; ++audience)
    if (feed(audience).tracked && !change.wanted(audience)) feed(audience) = Feed{};

  // When everyone sees the same game view, each part is built once per change
  // and audiences that held the same previous part share one diff.
  const bool shared = now.game && now.game->same_view_for_everyone();
  std::shared_ptr<const Json> shared_constant, shared_changing, diffed_from;
  Json diffed_ops;
  auto constant_for = [&](int audience) {
    if (!shared) return std::make_shared<const Json>(now.game->constant_view(audience));
    if (!shared_constant) shared_constant = std::make_shared<const Json>(now.game->constant_view(audience));
    return shared_constant;
  };
  auto changing_for = [&](int audience) {
    if (!shared) return std::make_shared<const Json>(now.game->changing_view(audience));
    if (!shared_changing) shared_changing = std::make_shared<const Json>(now.game->changing_view(audience));
    return shared_changing;
  };
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
      remember(state, change.version, out.text);
    }
    change.deliver(audience, out.text);
  };
  // In a game without hidden information, every audience that held the same
  // view and has no legal moves before or after (the seats not to act, the
  // spectators) gets the same patch: it is built and serialized once.
  std::optional<Outgoing> common;
  std::shared_ptr<const Json> common_from_constant, common_from_changing;
  int common_from_round = -1;

  for (int audience = engine::spectator; audience < seats; ++audience) {
    Feed& state = feed(audience);
    if (!state.tracked) continue;
    const bool same_game = now.game && state.round == now.round && state.changing;
    Json legal = legal_moves_now(audience, now);
    // (In the lobby there is no game view at all: everyone may share.)
    const bool may_share =
        (shared || !now.game) && !change.audience_ops && legal.is_null() && state.legal_moves.is_null();
    if (may_share && common && state.round == common_from_round && state.constant == common_from_constant &&
        state.changing == common_from_changing) {
      if (same_game) {
        state.changing = changing_for(audience);
      } else {
        state.constant = now.game ? constant_for(audience) : nullptr;
        state.changing = now.game ? changing_for(audience) : nullptr;
        state.round = now.round;
      }
      send(state, audience, *common);
      continue;
    }
    const auto from_constant = state.constant, from_changing = state.changing;
    const int from_round = state.round;

    Json ops = *change.common_ops;
    if (change.audience_ops) change.audience_ops(ops, audience);
    Json game_ops;
    if (same_game) {
      // The same game: only the changing part can differ.
      auto changing = changing_for(audience);
      if (shared && diffed_from && diffed_from == state.changing) {
        game_ops = diffed_ops;
      } else {
        game_ops = Json::array();
        protocol::append_diff(game_ops, *state.changing, *changing, "/game");
        if (shared && !diffed_from) {
          diffed_from = state.changing;
          diffed_ops = game_ops;
        }
      }
      state.changing = std::move(changing);
    } else {
      // A new game, or none: the whole view is compared, constant part included.
      std::shared_ptr<const Json> constant, changing;
      if (now.game) {
        constant = constant_for(audience);
        changing = changing_for(audience);
      }
      game_ops = Json::array();
      protocol::append_diff(game_ops, whole(state.constant, state.changing), whole(constant, changing), "/game");
      state.constant = std::move(constant);
      state.changing = std::move(changing);
      state.round = now.round;
    }
    for (auto& op : game_ops) ops.push_back(std::move(op));

    if (state.legal_moves.is_null() && !legal.is_null())
      ops.push_back({{"op", "add"}, {"path", "/legal_moves"}, {"value", legal}});
    else if (!state.legal_moves.is_null() && legal.is_null())
      ops.push_back({{"op", "remove"}, {"path", "/legal_moves"}});
    else if (legal != state.legal_moves)
      ops.push_back({{"op", "replace"}, {"path", "/legal_moves"}, {"value", legal}});
    state.legal_moves = std::move(legal);

    Outgoing out{share(protocol::patch_text(change.version, ops))};
    if (out.text->size() >= limits_.snapshot_check_bytes && change.snapshot) {
      // A patch longer than the whole view is sent as the view.
      SharedText snapshot = change.snapshot(audience);
      if (snapshot->size() < out.text->size()) out = Outgoing{std::move(snapshot), true};
    }
    if (may_share && !common) {
      common = out;
      common_from_constant = from_constant;
      common_from_changing = from_changing;
      common_from_round = from_round;
    }
    send(state, audience, out);
  }
}

Json AudienceFeeds::game_view(int audience, const GameNow& now) const {
  const Feed& state = feed(audience);
  if (state.tracked) return whole(state.constant, state.changing);
  return now.game ? now.game->view(audience) : Json(nullptr);
}

Json AudienceFeeds::legal_moves(int audience, const GameNow& now) const {
  const Feed& state = feed(audience);
  return state.tracked ? state.legal_moves : legal_moves_now(audience, now);
}

bool AudienceFeeds::replay_after(int audience, std::uint64_t known, std::uint64_t current,
                                 const std::function<void(const SharedText&)>& deliver) const {
  const Feed& state = feed(audience);
  if (!state.tracked || known > current || state.history.empty() || state.history.front().first > known + 1)
    return false;
  for (const auto& [version, text] : state.history)
    if (version > known) deliver(text);
  return true;
}

}  // namespace kangaroom::server
