#pragma once
// The log of a room's current game: one entry per event the game reported,
// numbered, with the audiences that may read it (engine::event_visible_to),
// and how far every audience has been sent it.
//
// Entries are kept as their JSON text. A room holds its log for as long as
// it lives (finished rooms for up to the idle expiry), and as JSON trees the
// entries weighed about 1.5 KB a move; as text they are a fraction of that,
// and a patch splices the text in without serializing it again. Snapshots
// and saves, which are rare, parse it back. A finished game's log nobody is
// watching is packed further (pack).
#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "server/room/text_lines.hpp"

namespace kangaroom::server {

using Json = nlohmann::json;

class RoomLog {
 public:
  // A new game: no entries, numbering from 1, and every audience is sent
  // the whole (empty) log next.
  void clear();
  // `by` names who played the move for its seat when a person did not:
  // "bot" (a bot's seat) or "clock" (the turn clock's bot); empty for a
  // person. It becomes the entry's "by" field.
  void append(const Json& event, std::string_view by = {});

  // True once some entry is visible to some audiences only: the log's
  // operations then differ per audience.
  bool has_private() const { return has_private_; }
  std::size_t size() const { return lines_.size(); }
  // The entries' text, in bytes (what the log weighs in memory and on disk).
  std::size_t bytes() const { return lines_.end_mark(); }

  // The entries `audience` may read, as the view holds them.
  Json for_audience(int audience) const;
  // The operations (JSON texts joined by commas, see protocol::ops_text)
  // that bring `audience`'s log from what was last published to now.
  std::string unpublished_ops(int audience) const;
  // What unpublished_ops returned has been sent to every audience.
  void mark_published();

  // For saves: every entry, whether any is private, and the next number.
  Json to_json() const;
  std::uint64_t next_seq() const { return next_seq_; }
  // Takes back a saved log as already published; throws Json::exception on
  // a malformed one.
  void restore(const Json& entries, bool has_private, std::uint64_t next_seq);

  // Deflates a published log (see TextLines::pack); unpublished entries
  // stay as they are.
  void pack();
  bool packed() const { return lines_.packed(); }

 private:
  // One line per entry: its readers ("*" for everyone, else the audiences
  // its "visible_to" lists, joined by commas), a space, and its JSON text
  // {"event":{...},"seq":N}.
  void append_entry(const Json& entry);
  static bool visible_to(std::string_view line, int audience);
  static std::string_view entry_text(std::string_view line);

  TextLines lines_;
  std::uint64_t next_seq_ = 1;
  bool has_private_ = false;
  std::size_t published_mark_ = 0;  // where the entries not yet sent to everyone start
  bool reset_ = false;              // cleared since the last publish: resend it whole
};

}  // namespace kangaroom::server
